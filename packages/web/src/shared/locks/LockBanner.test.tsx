import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { ME_QUERY_KEY } from '../../features/auth';
import { i18n } from '../i18n';
import { LockBanner } from './LockBanner';
import { meFixture } from '../../test/me';

const ME = meFixture();

beforeEach(async () => {
  await act(() => i18n.changeLanguage('en_US'));
});
afterEach(cleanup);

/** Renders as the signed-in `reporter`. */
function renderBanner(node: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(ME_QUERY_KEY, ME);
  render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>{node}</I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('LockBanner', () => {
  it('shows nothing while the lock is held or the document is free', () => {
    renderBanner(
      <>
        <LockBanner status="held" holderNickname={null} />
        <LockBanner status="none" holderNickname={null} onTakeOver={() => {}} />
      </>,
    );
    expect(screen.queryByTestId('lock-banner')).toBeNull();
  });

  it('says who took the lock and that the changes are kept here', () => {
    renderBanner(<LockBanner status="lost" holderNickname="editor" />);
    const banner = screen.getByTestId('lock-banner');
    expect(banner.getAttribute('data-status')).toBe('lost');
    expect(banner.textContent).toContain(
      'Your edit lock was taken by editor — your changes are kept here.',
    );
    expect(screen.queryByTestId('lock-take-over')).toBeNull();
  });

  it('says the lock was lost when nobody is named', () => {
    renderBanner(<LockBanner status="lost" holderNickname={null} />);
    expect(screen.getByTestId('lock-banner').textContent).toContain('Editing lock lost or revoked');
  });

  it('names another user who holds the document and offers to take it over', () => {
    const handleTakeOver = vi.fn();
    renderBanner(<LockBanner status="none" holderNickname="editor" onTakeOver={handleTakeOver} />);
    const banner = screen.getByTestId('lock-banner');
    expect(banner.getAttribute('data-status')).toBe('none');
    expect(banner.textContent).toContain('Locked for editing by editor.');
    expect(screen.getByTestId('lock-take-over').textContent).toBe('Take over');
    fireEvent.click(screen.getByTestId('lock-take-over'));
    expect(handleTakeOver).toHaveBeenCalledTimes(1);
  });

  it('tells the user they edit it in another window and offers to edit here', () => {
    const handleTakeOver = vi.fn();
    renderBanner(
      <LockBanner status="none" holderNickname="reporter" onTakeOver={handleTakeOver} />,
    );
    const banner = screen.getByTestId('lock-banner');
    expect(banner.textContent).toContain(
      'You are editing this document in another window or on another device.',
    );
    expect(banner.textContent).not.toContain('reporter');
    const button = screen.getByTestId('lock-take-over');
    expect(button.textContent).toBe('Edit here');
    fireEvent.click(button);
    expect(handleTakeOver).toHaveBeenCalledTimes(1);
  });
});
