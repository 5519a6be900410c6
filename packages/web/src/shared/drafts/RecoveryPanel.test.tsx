import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ME_QUERY_KEY } from '../../features/auth';
import { i18n } from '../i18n';
import { draftStore, type DraftInput } from './draftStore';
import { RecoveryPanel } from './RecoveryPanel';
import { meFixture } from '../../test/me';

const ME = meFixture({ name: 'Ana Repórter' });

const draft = (uuid: string, title: string, date: string): DraftInput<unknown> => ({
  section: 'story',
  uuid,
  title,
  href: `/main?area=stories&story=${uuid}`,
  baseVersion: 1,
  document: { slug: title },
  date,
});

function Where() {
  const location = useLocation();
  return <span data-testid="where">{location.pathname + location.search}</span>;
}

function renderPanel() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(ME_QUERY_KEY, ME);
  render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/main']}>
          <RecoveryPanel />
          <Routes>
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const button = () => screen.getByTestId('recovery-panel-button');
const entries = () => screen.queryAllByTestId('recovery-entry');

describe('RecoveryPanel', () => {
  beforeEach(async () => {
    localStorage.clear();
    await act(() => i18n.changeLanguage('en_US'));
  });
  afterEach(() => localStorage.clear());

  it("lists the user's drafts newest first with title, section and date", async () => {
    draftStore.save(ME.id, draft('1', 'CHUVA', '2024-05-01T10:00:00.000Z'));
    draftStore.save(ME.id, draft('2', 'TRÂNSITO', '2024-05-01T11:30:00.000Z'));
    draftStore.save(99, draft('3', 'DE OUTRO', '2024-05-01T12:00:00.000Z'));
    renderPanel();
    expect(button().getAttribute('data-count')).toBe('2');

    fireEvent.click(button());
    await waitFor(() => expect(entries()).toHaveLength(2));
    const [newest, oldest] = entries();
    expect(newest!.textContent).toContain('TRÂNSITO');
    expect(newest!.textContent).toContain('Story · 05/01/2024 11:30:00');
    expect(oldest!.textContent).toContain('CHUVA');
    expect(screen.getByTestId('recovery-panel').textContent).not.toContain('DE OUTRO');
  });

  it('opens a draft at its address', async () => {
    draftStore.save(ME.id, draft('7', 'CHUVA', '2024-05-01T10:00:00.000Z'));
    renderPanel();
    fireEvent.click(button());
    await waitFor(() => expect(entries()).toHaveLength(1));
    fireEvent.click(within(entries()[0]!).getByTestId('recovery-entry-open'));
    expect(screen.getByTestId('where').textContent).toBe('/main?area=stories&story=7');
  });

  it('opens an address kept as a whole URL of this site inside the app', async () => {
    draftStore.save(ME.id, {
      ...draft('8', 'CHUVA', '2024-05-01T10:00:00.000Z'),
      href: `${window.location.origin}/main?area=rundown&story=8`,
    });
    renderPanel();
    fireEvent.click(button());
    await waitFor(() => expect(entries()).toHaveLength(1));
    fireEvent.click(screen.getByTestId('recovery-entry-open'));
    expect(screen.getByTestId('where').textContent).toBe('/main?area=rundown&story=8');
  });

  it('discards a draft only after the confirmation', async () => {
    draftStore.save(ME.id, draft('1', 'CHUVA', '2024-05-01T10:00:00.000Z'));
    draftStore.save(ME.id, draft('2', 'TRÂNSITO', '2024-05-01T11:00:00.000Z'));
    renderPanel();
    fireEvent.click(button());
    await waitFor(() => expect(entries()).toHaveLength(2));

    fireEvent.click(within(entries()[1]!).getByTestId('recovery-entry-discard'));
    expect(
      await screen.findByText('Discard these unsaved changes? They cannot be recovered.'),
    ).toBeTruthy();
    expect(draftStore.load(ME.id, 'story', '1')).not.toBeNull();
    fireEvent.click(screen.getByTestId('recovery-entry-discard-confirm'));

    await waitFor(() => expect(entries()).toHaveLength(1));
    expect(draftStore.load(ME.id, 'story', '1')).toBeNull();
    expect(button().getAttribute('data-count')).toBe('1');
  });

  it('follows drafts stored in this tab and in another tab', async () => {
    renderPanel();
    expect(button().getAttribute('data-count')).toBe('0');
    fireEvent.click(button());
    expect(await screen.findByText('No unsaved changes are kept on this computer.')).toBeTruthy();

    act(() => {
      draftStore.save(ME.id, draft('1', 'CHUVA', '2024-05-01T10:00:00.000Z'));
    });
    await waitFor(() => expect(entries()).toHaveLength(1));

    // Another tab writes straight to the storage and the browser fires `storage` here.
    const key = 'nrcs.draft:5:story:2';
    localStorage.setItem(key, JSON.stringify(draft('2', 'TRÂNSITO', '2024-05-01T11:00:00.000Z')));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key }));
    });
    await waitFor(() => expect(entries()).toHaveLength(2));
    expect(button().getAttribute('data-count')).toBe('2');
  });
});
