import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Assignment,
  DocumentAttachment,
  Workspace,
  WorkspaceEntry,
  WorkspaceSearchResult,
  WorkspacesConfig,
} from '@newsroom/domain';
import { eq } from 'drizzle-orm';
import { workspaceCredentials } from '../../platform/db/schema';
import { useTestApp, type SignedIn } from '../../test/useTestApp';
import { startWebdavStore, type TestWebdavStore } from '../../test/webdavStore';
import { assignmentBody } from '../assignments/assignments.testkit';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const { tdb, call, signIn } = useTestApp({ env: { WORKSPACE_TIMEOUT_MS: '2000' } });
let store: TestWebdavStore;
let admin: SignedIn;
let writer: SignedIn;
let reader: SignedIn;
let workspace: Workspace;

beforeAll(async () => {
  store = await startWebdavStore({
    users: { ana: 'segredo', bruno: 'outro' },
    files: {
      '/Redacao/Pautas/Eleições 2026.txt': 'Pauta das eleições',
      '/Redacao/Pautas/Saúde/hospital-eleicoes.pdf': PDF,
      '/Redacao/Roteiros/abertura.txt': 'Boa noite',
      '/Fora/segredo.txt': 'fora da raiz',
    },
  });
  admin = await signIn({ permissions: { admin: 'write' } });
  writer = await signIn({ permissions: { assignment: 'write' } });
  reader = await signIn({ permissions: { assignment: 'read' } });
});
afterAll(() => store.stop());

const saveCredentials = (who: SignedIn, username: string, password: string, id = workspace.id) =>
  call('PUT', `/api/souv/workspaces/${id}/credentials`, who.cookie, { username, password });
const browse = (who: SignedIn, path: string) =>
  call(
    'GET',
    `/api/souv/workspaces/${workspace.id}/documents?path=${encodeURIComponent(path)}`,
    who.cookie,
  );

describe('workspace administration', () => {
  it('requires authentication and administration rights', async () => {
    expect((await call('GET', '/api/souv/workspaces', null)).statusCode).toBe(401);
    expect((await call('GET', '/api/souv/config', null)).statusCode).toBe(401);
    expect((await call('GET', '/api/souv/workspaces', writer.cookie)).statusCode).toBe(403);
    const body = { name: 'Nuvem', url: store.url };
    expect((await call('POST', '/api/souv/workspaces', writer.cookie, body)).statusCode).toBe(403);
  });

  it('adds a workspace with a canonical root, refusing a root that climbs', async () => {
    const climbing = await call('POST', '/api/souv/workspaces', admin.cookie, {
      name: 'Nuvem',
      url: store.url,
      rootPath: '/Redacao/../Fora',
    });
    expect(climbing.statusCode).toBe(400);
    const created = await call('POST', '/api/souv/workspaces', admin.cookie, {
      name: 'Nuvem da redação',
      url: `${store.url}/`,
      rootPath: 'Redacao/',
    });
    expect(created.statusCode, created.body).toBe(201);
    workspace = created.json<Workspace>();
    expect(workspace).toMatchObject({ url: store.url, rootPath: '/Redacao', enabled: true });
  });

  it('lists enabled workspaces to every user with whether they gave credentials', async () => {
    const config = (await call('GET', '/api/souv/config', reader.cookie)).json<WorkspacesConfig>();
    expect(config.workspaces).toEqual([
      { id: workspace.id, name: 'Nuvem da redação', hasCredentials: false, username: null },
    ]);
  });
});

describe('credentials and browsing', () => {
  it('asks for credentials before browsing', async () => {
    const response = await browse(writer, '/');
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('workspaces:credentialsMissing');
  });

  it('keeps credentials sealed and says when the store refuses them', async () => {
    const refused = await saveCredentials(writer, 'ana', 'errada');
    expect(refused.json()).toEqual({ ok: false, key: 'workspaces:credentialsRefused' });
    expect((await browse(writer, '/')).json().message).toBe('workspaces:credentialsRefused');

    const valid = await saveCredentials(writer, 'ana', 'segredo');
    expect(valid.json()).toEqual({ ok: true, key: 'workspaces:credentialsValid' });
    const [row] = await tdb.database.db
      .select()
      .from(workspaceCredentials)
      .where(eq(workspaceCredentials.userId, writer.id));
    expect(row!.passwordSealed).not.toContain('segredo');
    const config = (await call('GET', '/api/souv/config', writer.cookie)).json<WorkspacesConfig>();
    expect(config.workspaces[0]).toMatchObject({ hasCredentials: true, username: 'ana' });
  });

  it('lists a folder below the root, folders first', async () => {
    const root = await browse(writer, '/');
    expect(root.statusCode, root.body).toBe(200);
    expect(root.json<WorkspaceEntry[]>().map((entry) => [entry.name, entry.path])).toEqual([
      ['Pautas', '/Pautas'],
      ['Roteiros', '/Roteiros'],
    ]);
    const pautas = (await browse(writer, '/Pautas')).json<WorkspaceEntry[]>();
    expect(pautas).toMatchObject([
      { name: 'Saúde', isFolder: true, size: null },
      {
        name: 'Eleições 2026.txt',
        path: '/Pautas/Eleições 2026.txt',
        isFolder: false,
        size: Buffer.byteLength('Pauta das eleições'),
      },
    ]);
    expect(pautas[1]!.modifiedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('refuses paths that climb above the root, and says when a folder is missing', async () => {
    expect((await browse(writer, '/../Fora')).statusCode).toBe(400);
    expect((await browse(writer, '/Pautas/..\\..\\Fora')).statusCode).toBe(400);
    const missing = await browse(writer, '/Nada');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe('workspaces:notFound');
  });

  it('searches names accent-blind through the folders below the root only', async () => {
    const response = await call(
      'GET',
      `/api/souv/workspaces/${workspace.id}/search?q=eleicoes`,
      writer.cookie,
    );
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<WorkspaceSearchResult>();
    expect(result.isTruncated).toBe(false);
    expect(result.data.map((entry) => entry.path)).toEqual([
      '/Pautas/Eleições 2026.txt',
      '/Pautas/Saúde/hospital-eleicoes.pdf',
    ]);
    const outside = await call(
      'GET',
      `/api/souv/workspaces/${workspace.id}/search?q=segredo`,
      writer.cookie,
    );
    expect(outside.json<WorkspaceSearchResult>().data).toEqual([]);
  });
});

describe('attaching a workspace document', () => {
  let assignment: Assignment;

  beforeAll(async () => {
    const created = await call('POST', '/api/assignments', writer.cookie, assignmentBody());
    expect(created.statusCode, created.body).toBe(201);
    assignment = created.json<Assignment>();
    expect((await saveCredentials(reader, 'bruno', 'outro')).json().ok).toBe(true);
  });

  const attach = (who: SignedIn, path: string) =>
    call('POST', `/api/assignments/${assignment.id}/attachments/from_workspace`, who.cookie, {
      workspaceId: workspace.id,
      path,
    });

  it('refuses a user who may not change the document', async () => {
    const response = await attach(reader, '/Pautas/Saúde/hospital-eleicoes.pdf');
    expect(response.statusCode).toBe(403);
  });

  it('copies the bytes into the newsroom and shows the attachment with its origin', async () => {
    const response = await attach(writer, '/Pautas/Saúde/hospital-eleicoes.pdf');
    expect(response.statusCode, response.body).toBe(201);
    const attachment = response.json<DocumentAttachment>();
    expect(attachment).toMatchObject({
      name: 'hospital-eleicoes.pdf',
      mimeType: 'application/pdf',
      size: PDF.length,
      workspaceId: workspace.id,
      workspaceName: 'Nuvem da redação',
      originPath: '/Pautas/Saúde/hospital-eleicoes.pdf',
      attachedBy: writer.nickname,
    });
    const file = await call('GET', `/api/files/${attachment.fileId}`, reader.cookie);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    const listed = await call(
      'GET',
      `/api/assignments/${assignment.id}/attachments`,
      reader.cookie,
    );
    expect(listed.json<DocumentAttachment[]>().map((item) => item.id)).toEqual([attachment.id]);
  });

  it('refuses a folder and a path outside the root', async () => {
    const folder = await attach(writer, '/Pautas');
    expect(folder.json().message).toBe('workspaces:notADocument');
    expect((await attach(writer, '/../Fora/segredo.txt')).statusCode).toBe(400);
  });

  describe('detaching', () => {
    const attachmentsOf = async (id: number) =>
      (await call('GET', `/api/assignments/${id}/attachments`, writer.cookie)).json<
        DocumentAttachment[]
      >();
    const detach = (who: SignedIn | null, id: number, attachmentId: number) =>
      call('DELETE', `/api/assignments/${id}/attachments/${attachmentId}`, who?.cookie ?? null);

    it('requires authentication, the write level, and an attachment of that document', async () => {
      const attached = (await attach(writer, '/Roteiros/abertura.txt')).json<DocumentAttachment>();
      const other = await call('POST', '/api/assignments', writer.cookie, assignmentBody());
      expect((await detach(null, assignment.id, attached.id)).statusCode).toBe(401);
      expect((await detach(reader, assignment.id, attached.id)).statusCode).toBe(403);
      expect((await detach(writer, other.json<Assignment>().id, attached.id)).statusCode).toBe(404);
      expect((await detach(writer, assignment.id, 2_000_000)).statusCode).toBe(404);
      expect((await attachmentsOf(assignment.id)).map((item) => item.id)).toContain(attached.id);
    });

    it('detaches and removes the copy, leaving the other attachments', async () => {
      const attached = (
        await attach(writer, '/Pautas/Eleições 2026.txt')
      ).json<DocumentAttachment>();
      const before = await attachmentsOf(assignment.id);
      const response = await detach(writer, assignment.id, attached.id);
      expect(response.statusCode, response.body).toBe(204);
      expect((await attachmentsOf(assignment.id)).map((item) => item.id)).toEqual(
        before.filter((item) => item.id !== attached.id).map((item) => item.id),
      );
      expect((await call('GET', `/api/files/${attached.fileId}`, writer.cookie)).statusCode).toBe(
        404,
      );
      expect((await detach(writer, assignment.id, attached.id)).statusCode).toBe(404);
    });

    it('refuses detaching from a trashed guideline (422)', async () => {
      const created = await call('POST', '/api/assignments', writer.cookie, assignmentBody());
      const trashed = created.json<Assignment>();
      const attached = (
        await call(
          'POST',
          `/api/assignments/${trashed.id}/attachments/from_workspace`,
          writer.cookie,
          { workspaceId: workspace.id, path: '/Roteiros/abertura.txt' },
        )
      ).json<DocumentAttachment>();
      expect(
        (await call('DELETE', `/api/assignments/${trashed.id}`, writer.cookie)).statusCode,
      ).toBe(204);
      const response = await detach(writer, trashed.id, attached.id);
      expect(response.statusCode).toBe(422);
      const file = await call('GET', `/api/files/${attached.fileId}`, writer.cookie);
      expect(file.statusCode).toBe(200);
    });
  });

  it('keeps the copy when the store goes down, and says the store is unreachable', async () => {
    const before = (
      await call('GET', `/api/assignments/${assignment.id}/attachments`, writer.cookie)
    ).json<DocumentAttachment[]>();
    await store.stop();
    const browsing = await browse(writer, '/');
    expect(browsing.statusCode).toBe(422);
    expect(browsing.json().message).toBe('workspaces:unreachable');
    expect((await attach(writer, '/Roteiros/abertura.txt')).json().message).toBe(
      'workspaces:unreachable',
    );
    const file = await call('GET', `/api/files/${before[0]!.fileId}`, writer.cookie);
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });
});

describe('a store that does not answer', () => {
  let silent: Server;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    // Accepts connections and never answers: only the call's deadline ends the wait.
    silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.destroy());
    await new Promise((resolve) => silent.close(resolve));
  });

  it('gives up after the timeout and says the store is unreachable', async () => {
    const { port } = silent.address() as AddressInfo;
    const created = await call('POST', '/api/souv/workspaces', admin.cookie, {
      name: 'Nuvem muda',
      url: `http://127.0.0.1:${port}`,
    });
    const started = Date.now();
    const check = await saveCredentials(writer, 'ana', 'segredo', created.json<Workspace>().id);
    expect(check.json()).toEqual({ ok: false, key: 'workspaces:unreachable' });
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
