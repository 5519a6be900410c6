import type { Mock } from 'vitest';
import type { DocumentAttachment, Workspace, WorkspaceEntry } from '@newsroom/domain';
import { json } from '../../test/renderWithProviders';

/** Test fixtures of the document workspaces: a newsroom's cloud store, in Portuguese. */

/** The newsroom's cloud (administrators' view). */
export const NUVEM: Workspace = {
  id: 3,
  name: 'Nuvem da redação',
  url: 'https://nuvem.example/remote.php/dav/files/redacao',
  rootPath: '/Redacao',
  enabled: true,
  version: 2,
};

/** The archive, switched off. */
export const ARQUIVO: Workspace = {
  id: 5,
  name: 'Arquivo',
  url: 'https://arquivo.example/dav',
  rootPath: '/',
  enabled: false,
  version: 0,
};

const entry = (path: string, isFolder: boolean, size: number | null = null): WorkspaceEntry => ({
  name: path.split('/').at(-1)!,
  path,
  isFolder,
  size,
  modifiedAt: isFolder ? null : '2026-03-02T13:00:00.000Z',
  mimeType: isFolder ? null : 'text/plain',
});

/** The store's folders as the browser lists them. */
export const FOLDERS: Record<string, WorkspaceEntry[]> = {
  '/': [entry('/Pautas', true), entry('/leia-me.txt', false, 120)],
  '/Pautas': [entry('/Pautas/Saúde', true), entry('/Pautas/Eleições 2026.txt', false, 2048)],
};

/** An attachment copied from the cloud. */
export const ATTACHED: DocumentAttachment = {
  id: 41,
  fileId: 'c0ffee00-0000-4000-8000-000000000001',
  name: 'Eleições 2026.txt',
  mimeType: 'text/plain',
  size: 2048,
  workspaceId: 3,
  workspaceName: 'Nuvem da redação',
  originPath: '/Pautas/Eleições 2026.txt',
  attachedBy: 'ana',
  attachedAt: '2026-03-02T13:05:00.000Z',
};

/** What the fake server knows: whether the user gave credentials and the attachments. */
export interface FakeWorkspaceServer {
  hasCredentials: boolean;
  attachments: DocumentAttachment[];
}

/**
 * Answers the workspace calls like the server: the config, folders and search of the cloud
 * (refused without credentials), credentials (`segredo` is the right password), the guideline
 * 9's attachments, attaching and detaching.
 */
export function answerWorkspaces(fetchMock: Mock<typeof fetch>, state: FakeWorkspaceServer): void {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    const path = url.pathname;
    if (path === '/api/souv/workspaces' && method === 'GET') return json([ARQUIVO, NUVEM]);
    if (path === '/api/souv/config')
      return json({
        workspaces: [
          {
            id: 3,
            name: NUVEM.name,
            hasCredentials: state.hasCredentials,
            username: state.hasCredentials ? 'ana' : null,
          },
        ],
        attachmentMaxBytes: 50 * 1024 * 1024,
        searchMaxResults: 100,
      });
    if (path === '/api/souv/workspaces/3/credentials') {
      const ok = body.password === 'segredo';
      if (ok) state.hasCredentials = true;
      return json({
        ok,
        key: ok ? 'workspaces:credentialsValid' : 'workspaces:credentialsRefused',
      });
    }
    if (path === '/api/souv/workspaces/3/documents') {
      const folder = FOLDERS[url.searchParams.get('path') ?? '/'];
      return folder
        ? json(folder)
        : json({ code: 'rule_violation', message: 'workspaces:notFound' }, 422);
    }
    if (path === '/api/souv/workspaces/3/search')
      return url.searchParams.get('q') === 'fora'
        ? json({ code: 'rule_violation', message: 'workspaces:unreachable' }, 422)
        : json({ data: [FOLDERS['/Pautas']![1]], isTruncated: true });
    if (path === '/api/assignments/9/attachments') return json(state.attachments);
    if (path === '/api/assignments/9/attachments/from_workspace') {
      if (body.path === '/leia-me.txt')
        return json({ code: 'rule_violation', message: 'workspaces:unreachable' }, 422);
      state.attachments = [...state.attachments, ATTACHED];
      return json(ATTACHED, 201);
    }
    const detached = /^\/api\/assignments\/9\/attachments\/(\d+)$/.exec(path);
    if (detached && method === 'DELETE') {
      state.attachments = state.attachments.filter((item) => item.id !== Number(detached[1]));
      return new Response(null, { status: 204 });
    }
    if (path.startsWith('/api/souv/workspaces'))
      return method === 'DELETE' ? new Response(null, { status: 204 }) : json(NUVEM, 201);
    return json({ code: 'not_found', message: 'x' }, 404);
  });
}
