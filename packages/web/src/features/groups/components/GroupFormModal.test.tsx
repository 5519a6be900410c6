import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { LOCALES } from '@newsroom/domain';
import { i18n } from '../../../shared/i18n';
import { FeedbackProvider, translateText } from '../../../shared/notifications';
import { GroupFormModal } from './GroupFormModal';
import { stubFetchPerTest } from '../../../test/fetchMock';

function renderForm() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['users', 'all'], [{ id: 1, name: 'Ana Souza', nickname: 'reporter' }]);
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <FeedbackProvider>
          <GroupFormModal group={null} canEdit onClose={onClose} />
        </FeedbackProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return onClose;
}

describe('GroupFormModal', () => {
  const fetchMock = stubFetchPerTest();

  it('shows a duplicate name (409) beside the name field and stays open', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          code: 'duplicate',
          message: 'error:duplicate',
          details: { field: 'name' },
        }),
        { status: 409, headers: { 'Content-Type': 'application/json' } },
      ),
    );
    const onClose = renderForm();
    fireEvent.change(screen.getByTestId('group-form-name'), { target: { value: 'Esportes' } });
    fireEvent.click(screen.getByTestId('group-form-save'));
    await waitFor(() =>
      expect(screen.getByTestId('group-form').textContent).toContain(
        'Another group already has this name.',
      ),
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/groups');
    expect(JSON.parse(String(init?.body))).toMatchObject({ name: 'Esportes', userIds: [] });
    expect(onClose).not.toHaveBeenCalled();
  });

  it.each(LOCALES)('translates the 422 message keys in %s', async (locale) => {
    await act(() => i18n.changeLanguage(locale));
    for (const key of [
      'group:hasUsers',
      'group:inUse',
      'program:hasContent',
      'program:defaultNotMember',
    ]) {
      expect(translateText({ key })).not.toBe(key);
    }
  });
});
