import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { ME_QUERY_KEY, type Me } from '../../features/auth';
import { i18n } from '../i18n';
import { LockBanner } from './LockBanner';

const ME: Me = {
  id: 5,
  name: 'Ana Souza',
  nickname: 'reporter',
  email: 'reporter@example.com',
  isRoot: false,
  roles: [],
  abilities: {},
  groupIds: [],
};

afterEach(cleanup);

function renderBanner(holderNickname: string, onTakeOver = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(ME_QUERY_KEY, ME);
  render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <LockBanner status="none" holderNickname={holderNickname} onTakeOver={onTakeOver} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return onTakeOver;
}

describe('LockBanner', () => {
  it('names another user who holds the document and offers to take it over', () => {
    renderBanner('editor');
    const banner = screen.getByTestId('lock-banner');
    expect(banner.textContent).toContain(i18n.t('document:lockedTo', { nickname: 'editor' }));
    expect(screen.getByTestId('lock-take-over').textContent).toBe(i18n.t('document:takeOver'));
  });

  it('tells the user they edit it in another window and offers to edit here', () => {
    const onTakeOver = renderBanner('reporter');
    const banner = screen.getByTestId('lock-banner');
    expect(banner.textContent).toContain(i18n.t('document:lockedToYou'));
    expect(banner.textContent).not.toContain('reporter');
    const button = screen.getByTestId('lock-take-over');
    expect(button.textContent).toBe(i18n.t('document:editHere'));
    fireEvent.click(button);
    expect(onTakeOver).toHaveBeenCalledTimes(1);
  });
});
