import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { companyDataBundle } from '../../../test/companyData';
import { firstSent } from '../../../test/fetchCalls';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { stubFetchEachTest } from '../../../test/stubFetch';
import { answerWorkspaces, NUVEM } from '../workspacesTestkit';
import { WorkspacesPage } from './WorkspacesPage';

const fetchMock = stubFetchEachTest();

const render = (canEdit: boolean) => {
  answerWorkspaces(fetchMock, { hasCredentials: false, attachments: [] });
  return renderWithProviders(<WorkspacesPage canEdit={canEdit} />, {
    user: { nickname: 'admin', abilities: { admin: canEdit ? 'write' : 'read' } },
    companyData: companyDataBundle(),
  });
};

const rowOf = async (name: string) =>
  (await screen.findByText(name, {}, { timeout: 5_000 })).closest('tr') as HTMLElement;

describe('WorkspacesPage', { timeout: 20_000 }, () => {
  it('lists the workspaces with their address, root folder and state', async () => {
    render(true);
    const row = await rowOf('Nuvem da redação');
    expect(row.textContent).toContain(NUVEM.url);
    expect(row.textContent).toContain('/Redacao');
    expect(within(row).getByText('On')).toBeTruthy();
    expect(within(await rowOf('Arquivo')).getByText('Off')).toBeTruthy();
  });

  it('adds a workspace, refusing an address that is not http(s)', async () => {
    render(true);
    fireEvent.click(screen.getByTestId('workspace-new'));
    const form = await screen.findByTestId('workspace-form');
    fireEvent.change(within(form).getByTestId('workspace-form-name'), {
      target: { value: 'Nuvem nova' },
    });
    const url = within(form).getByTestId('workspace-form-url');
    fireEvent.change(url, { target: { value: 'ftp://nuvem.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(form.querySelector('.ant-form-item-explain-error')).not.toBeNull());
    fireEvent.change(url, { target: { value: 'https://nuvem.example/dav' } });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await firstSent(fetchMock, 'POST')).toEqual({
      url: '/api/souv/workspaces',
      body: { name: 'Nuvem nova', url: 'https://nuvem.example/dav', rootPath: '/', enabled: true },
    });
    expect(await screen.findByText('Workspace saved.')).toBeTruthy();
  });

  it('edits a workspace with the version it read', async () => {
    render(true);
    fireEvent.click(within(await rowOf('Nuvem da redação')).getByRole('button', { name: 'Edit' }));
    const form = await screen.findByTestId('workspace-form');
    fireEvent.click(within(form).getByTestId('workspace-form-enabled'));
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await firstSent(fetchMock, 'PUT')).toEqual({
      url: '/api/souv/workspaces/3',
      body: {
        name: NUVEM.name,
        url: NUVEM.url,
        rootPath: '/Redacao',
        enabled: false,
        version: 2,
      },
    });
  });

  it('deletes a workspace once confirmed', async () => {
    render(true);
    fireEvent.click(within(await rowOf('Arquivo')).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Delete the workspace Arquivo? Attachments already copied stay.'),
    ).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'OK' }).at(-1)!);
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) => init?.method === 'DELETE' && url === '/api/souv/workspaces/5',
        ),
      ).toBe(true),
    );
  });

  it('only shows the workspaces to an administrator without write rights', async () => {
    render(false);
    const row = await rowOf('Nuvem da redação');
    expect(screen.queryByTestId('workspace-new')).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Delete' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'View' }));
    const form = await screen.findByTestId('workspace-form');
    expect((within(form).getByTestId('workspace-form-name') as HTMLInputElement).disabled).toBe(
      true,
    );
  });
});
