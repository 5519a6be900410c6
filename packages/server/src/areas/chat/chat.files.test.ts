import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { CHAT_FILE_MAX_BYTES, type Chat, type ChatMessage } from '@newsroom/domain';
import { chatMessages, settings } from '../../platform/db/schema';
import { retentionJob } from '../../platform/jobs/retention';
import { runJobOnce } from '../../platform/jobs/scheduler';
import { runDueTasks } from '../../platform/jobs/tasks';
import { filesUnder, multipartBody } from '../../test/multipart';
import { useTestApp, type SignedIn } from '../../test/useTestApp';
import { appAreas } from '../manifests';

const { t, tdb, call, signIn } = useTestApp();

let ana: SignedIn;
let bia: SignedIn;
let outsider: SignedIn;
let chat: Chat;

beforeAll(async () => {
  ana = await signIn({ permissions: { chat: 'write' } });
  bia = await signIn({ permissions: { chat: 'read' } });
  outsider = await signIn({ isRoot: true });
  chat = (await call('POST', '/api/chats', ana.cookie, { userIds: [bia.id] })).json();
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0)]);

const messageCount = async () =>
  (await tdb.database.db.select({ n: sql<number>`count(*)::int` }).from(chatMessages))[0]!.n;
/** Stored state, to prove a refused upload changed nothing. */
async function snapshot() {
  return {
    messages: await messageCount(),
    stored: (await filesUnder(t.app.platform.config.filesDir)).sort(),
  };
}

function sendFile(name: string, data: Buffer, who = ana, clientId?: string) {
  const { payload, headers } = multipartBody([{ name, data }]);
  const query = clientId ? `?clientId=${clientId}` : '';
  return t.app.inject({
    method: 'POST',
    url: `/api/chats/${chat.id}/fileMessages${query}`,
    payload,
    headers: { ...headers, cookie: who.cookie },
  });
}

const PART_HEAD = (boundary: string) =>
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n` +
      `Content-Type: application/pdf\r\n\r\n`,
  );

/** Status and body of an upload whose body is written by `write` (raw HTTP, not held in memory). */
function rawUpload(
  headers: Record<string, string>,
  write: (request: http.ClientRequest) => void,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${t.baseUrl}/api/chats/${chat.id}/fileMessages`, {
      method: 'POST',
      headers: { cookie: ana.cookie, ...headers },
    });
    request.on('response', (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => {
        request.destroy();
        resolve({ status: response.statusCode ?? 0, body });
      });
    });
    request.on('error', (error) => reject(error));
    write(request);
  });
}

describe('chat files', () => {
  it('stores a file typed by content and serves it to members only, nosniff', async () => {
    const response = await sendFile('Pauta da manhã.pdf', PDF);
    expect(response.statusCode).toBe(201);
    const message = response.json<ChatMessage>();
    expect(message).toMatchObject({
      chatId: chat.id,
      text: '',
      file: { name: 'Pauta da manhã.pdf', mimeType: 'application/pdf', size: PDF.length },
    });
    const file = await call('GET', `/api/chats/messages/${message.id}/file`, bia.cookie);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toBe(
      `inline; filename="Pauta da manha.pdf"; filename*=UTF-8''Pauta%20da%20manh%C3%A3.pdf`,
    );
    expect(file.rawPayload.equals(PDF)).toBe(true);
    const download = await call(
      'GET',
      `/api/chats/messages/${message.id}/file?download=true`,
      bia.cookie,
    );
    expect(download.headers['content-disposition']).toMatch(/^attachment; /);
    // Root outside the chat: not there. A text message has no file.
    expect(
      (await call('GET', `/api/chats/messages/${message.id}/file`, outsider.cookie)).statusCode,
    ).toBe(404);
    const text = (
      await call('POST', `/api/chats/${chat.id}/messages`, ana.cookie, { text: 'sem anexo' })
    ).json<ChatMessage>();
    expect((await call('GET', `/api/chats/messages/${text.id}/file`, bia.cookie)).statusCode).toBe(
      404,
    );
  });

  it('keeps one copy when a file is sent again with the same clientId', async () => {
    const clientId = randomUUID();
    const first = await sendFile('nota.txt', Buffer.from('Entrada ao vivo às 12h'), ana, clientId);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ file: { mimeType: 'text/plain' }, clientId });
    const before = await snapshot();
    const again = await sendFile('nota.txt', Buffer.from('Entrada ao vivo às 12h'), ana, clientId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a type it does not carry (400 invalidType), a reader and a non-member, storing nothing', async () => {
    const before = await snapshot();
    const exe = await sendFile('relatorio.pdf', EXE);
    expect(exe.statusCode).toBe(400);
    expect(exe.json()).toMatchObject({
      code: 'validation_failed',
      details: { fields: [{ field: 'file', key: 'invalidType' }] },
    });
    expect((await sendFile('a.pdf', PDF, bia)).statusCode).toBe(403);
    expect((await sendFile('a.pdf', PDF, outsider)).statusCode).toBe(404);
    const none = await t.app.inject({
      method: 'POST',
      url: `/api/chats/${chat.id}/fileMessages`,
      ...multipartBody([]),
      headers: { ...multipartBody([]).headers, cookie: ana.cookie },
    });
    expect(none.statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a declared length over 100 MB before reading the body', async () => {
    const before = await snapshot();
    const boundary = 'nrcsbig';
    const answer = await rawUpload(
      {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(CHAT_FILE_MAX_BYTES + 2 * 1024 * 1024),
      },
      // Only the part's head is ever sent: the answer must come without the rest.
      (request) => request.write(Buffer.concat([PART_HEAD(boundary), PDF])),
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({
      code: 'payload_too_large',
      message: 'error:payloadTooLarge',
      details: { fields: [{ field: 'file', key: 'invalidSize', params: { count: 100 } }] },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a streamed file once it passes 100 MB and leaves nothing stored', async () => {
    const before = await snapshot();
    const boundary = 'nrcsstream';
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    const answer = await rawUpload(
      {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'transfer-encoding': 'chunked',
      },
      (request) => {
        request.write(Buffer.concat([PART_HEAD(boundary), PDF]));
        let sent = 0;
        // One reused megabyte at a time, waiting for the socket: never 100 MB in memory.
        const more = () => {
          while (sent < 101) {
            sent += 1;
            if (!request.write(chunk)) return void request.once('drain', more);
          }
          request.end(`\r\n--${boundary}--\r\n`);
        };
        more();
      },
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({
      code: 'payload_too_large',
      details: { fields: [{ field: 'file', key: 'invalidSize', params: { count: 100 } }] },
    });
    await expect.poll(snapshot, { timeout: 5000 }).toEqual(before);
  }, 60_000);

  it('purges old file messages and then their bytes, once the purge committed', async () => {
    const message = (await sendFile('antigo.pdf', PDF)).json<ChatMessage>();
    const stored = await filesUnder(t.app.platform.config.filesDir);
    await tdb.database.db
      .update(chatMessages)
      .set({ createdAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(chatMessages.id, message.id));
    await tdb.database.db
      .insert(settings)
      .values({ key: 'retention', value: { chatHistory: 30 } })
      .onConflictDoUpdate({ target: settings.key, set: { value: { chatHistory: 30 } } });
    const areas = appAreas();
    await runJobOnce(tdb.database, retentionJob(areas), new Date());
    expect((await call('GET', `/api/chats/messages/${message.id}`, ana.cookie)).statusCode).toBe(
      404,
    );
    // The bytes wait for the task, which runs after the purge's commit.
    expect(await filesUnder(t.app.platform.config.filesDir)).toEqual(stored);
    const pass = await runDueTasks(tdb.database, areas.taskHandlers, new Date(), {
      storage: t.app.platform.storage,
    });
    expect(pass.failed).toEqual([]);
    const left = await filesUnder(t.app.platform.config.filesDir);
    expect(left).toHaveLength(stored.length - 1);
  });
});
