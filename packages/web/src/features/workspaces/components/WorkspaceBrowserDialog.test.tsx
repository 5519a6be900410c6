import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { companyDataBundle } from '../../../test/companyData';
import { firstSent, queriesTo } from '../../../test/fetchCalls';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { stubFetchEachTest } from '../../../test/stubFetch';
import { answerWorkspaces } from '../workspacesTestkit';
import { WorkspaceBrowserDialog } from './WorkspaceBrowserDialog';

const fetchMock = stubFetchEachTest();

function render(hasCredentials: boolean) {
  answerWorkspaces(fetchMock, { hasCredentials, attachments: [] });
  const onPick = vi.fn();
  renderWithProviders(<WorkspaceBrowserDialog open onPick={onPick} onClose={() => undefined} />, {
    user: { nickname: 'ana', abilities: { assignment: 'write' } },
    companyData: companyDataBundle(),
  });
  return onPick;
}

const entryNames = () =>
  screen.getAllByTestId('workspace-entry').map((entry) => entry.textContent?.trim());

function searchFor(words: string) {
  const box = within(screen.getByTestId('workspace-browser-search')).getByRole('searchbox');
  fireEvent.change(box, { target: { value: words } });
  fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

describe('WorkspaceBrowserDialog', { timeout: 30_000 }, () => {
  it('asks for credentials first and browses once the store accepts them', async () => {
    render(false);
    expect(
      await screen.findByText('To browse, enter your user name and password for this store.'),
    ).toBeTruthy();
    expect(queriesTo(fetchMock, '/api/souv/workspaces/3/documents')).toEqual([]);
    const form = screen.getByTestId('workspace-credentials');
    fireEvent.change(within(form).getByLabelText('User name'), { target: { value: 'ana' } });
    fireEvent.change(within(form).getByLabelText('Password'), { target: { value: 'errada' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save my credentials' }));
    expect(
      await within(form).findByText('The store refused the user name and password.'),
    ).toBeTruthy();
    expect(await firstSent(fetchMock, 'PUT')).toEqual({
      url: '/api/souv/workspaces/3/credentials',
      body: { username: 'ana', password: 'errada' },
    });
    fireEvent.change(within(form).getByLabelText('Password'), { target: { value: 'segredo' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save my credentials' }));
    expect(await screen.findByText('The store accepted the credentials.')).toBeTruthy();
    await waitFor(() => expect(entryNames()).toEqual(['Pautas', 'leia-me.txt']));
  });

  it('walks into a folder and back by the breadcrumb, and picks a document', async () => {
    const onPick = render(true);
    fireEvent.click(await screen.findByText('Pautas', {}, { timeout: 5_000 }));
    await waitFor(() => expect(entryNames()).toEqual(['Saúde', 'Eleições 2026.txt']));
    fireEvent.click(screen.getByRole('button', { name: 'Attach' }));
    expect(onPick).toHaveBeenCalledWith({ workspaceId: 3, path: '/Pautas/Eleições 2026.txt' });
    fireEvent.click(screen.getByText('Nuvem da redação', { selector: 'a' }));
    await waitFor(() => expect(entryNames()).toEqual(['Pautas', 'leia-me.txt']));
  });

  it('searches names, shows the path and says when the search was cut short', async () => {
    render(true);
    await screen.findByText('Pautas', {}, { timeout: 5_000 });
    searchFor('eleicoes');
    expect(
      await screen.findByText('The search stopped at its folder or result limit; narrow the term.'),
    ).toBeTruthy();
    expect(entryNames()).toEqual(['Eleições 2026.txt']);
    expect(screen.getByText('/Pautas/Eleições 2026.txt')).toBeTruthy();
    expect(queriesTo(fetchMock, '/api/souv/workspaces/3/search')).toEqual([{ q: 'eleicoes' }]);
  });

  it("says the store's refusal in the user's words", async () => {
    render(true);
    await screen.findByText('Pautas', {}, { timeout: 5_000 });
    searchFor('fora');
    expect(await screen.findByText('The document store did not answer.')).toBeTruthy();
  });
});
