import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { companyDataBundle } from '../../../test/companyData';
import { firstSent } from '../../../test/fetchCalls';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { stubFetchEachTest } from '../../../test/stubFetch';
import { answerWorkspaces, ATTACHED, type FakeWorkspaceServer } from '../workspacesTestkit';
import { DocumentAttachments } from './DocumentAttachments';

const fetchMock = stubFetchEachTest();

function render(canAttach: boolean, state: FakeWorkspaceServer) {
  answerWorkspaces(fetchMock, state);
  renderWithProviders(
    <DocumentAttachments kindPath="/assignments" documentId={9} canAttach={canAttach} />,
    {
      user: { nickname: 'ana', abilities: { assignment: canAttach ? 'write' : 'read' } },
      companyData: companyDataBundle(),
    },
  );
}

const findAttachments = () => screen.findAllByTestId('document-attachment', {}, { timeout: 5_000 });

describe('DocumentAttachments', { timeout: 30_000 }, () => {
  it('lists the copies with their origin and links to open and download them', async () => {
    render(true, { hasCredentials: true, attachments: [ATTACHED] });
    const [item] = await findAttachments();
    const link = within(item!).getByRole('link', { name: 'Eleições 2026.txt' });
    expect(link.getAttribute('href')).toBe(`/api/files/${ATTACHED.fileId}`);
    expect(within(item!).getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(
      `/api/files/${ATTACHED.fileId}?download=true`,
    );
    expect(item!.textContent).toContain('Nuvem da redação: /Pautas/Eleições 2026.txt');
    expect(item!.textContent).toContain('ana');
  });

  it('attaches a document picked in the browser and lists it', async () => {
    render(true, { hasCredentials: true, attachments: [] });
    expect(await screen.findByText('No attachments.', {}, { timeout: 5_000 })).toBeTruthy();
    fireEvent.click(screen.getByTestId('attachments-from-workspace'));
    fireEvent.click(await screen.findByText('Pautas', {}, { timeout: 5_000 }));
    await screen.findByText('Eleições 2026.txt', {}, { timeout: 5_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Attach' }));
    expect(await firstSent(fetchMock, 'POST')).toEqual({
      url: '/api/assignments/9/attachments/from_workspace',
      body: { workspaceId: 3, path: '/Pautas/Eleições 2026.txt' },
    });
    expect(await screen.findByText('Document attached.')).toBeTruthy();
    expect(await findAttachments()).toHaveLength(1);
  });

  it('says why the store refused an attachment and keeps the browser open', async () => {
    render(true, { hasCredentials: true, attachments: [] });
    fireEvent.click(await screen.findByTestId('attachments-from-workspace'));
    await screen.findByText('leia-me.txt', {}, { timeout: 5_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Attach' }));
    expect(await screen.findByText('The document store did not answer.')).toBeTruthy();
    expect(screen.getByTestId('workspace-browser')).toBeTruthy();
  });

  it('removes an attachment once confirmed', async () => {
    render(true, { hasCredentials: true, attachments: [ATTACHED] });
    const [item] = await findAttachments();
    fireEvent.click(within(item!).getByTestId('attachment-remove'));
    expect(await screen.findByText('Remove Eleições 2026.txt?')).toBeTruthy();
    fireEvent.click(await screen.findByTestId('attachment-remove-confirm'));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([url]) => url),
      ).toEqual([`/api/assignments/9/attachments/${ATTACHED.id}`]),
    );
    expect(await screen.findByText('Attachment removed.')).toBeTruthy();
    await waitFor(() => expect(screen.queryAllByTestId('document-attachment')).toHaveLength(0));
  });

  it('offers neither attaching nor removing to a user who may not change the document', async () => {
    render(false, { hasCredentials: true, attachments: [ATTACHED] });
    await findAttachments();
    expect(screen.queryByTestId('attachments-from-workspace')).toBeNull();
    expect(screen.queryByTestId('attachment-remove')).toBeNull();
  });
});
