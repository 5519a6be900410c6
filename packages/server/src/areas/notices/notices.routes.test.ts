import { beforeAll, describe, expect, it } from 'vitest';
import type { Notice, Paged } from '@newsroom/domain';
import { connectStomp } from '../../test/stompClient';
import { testClock } from '../../test/testApp';
import { useTestApp, type SignedIn } from '../../test/useTestApp';
import { noticesManifest } from './notices.manifest';

const clock = testClock();
const { t, tdb, call, signIn } = useTestApp({ clock });
let editor: SignedIn;
let reporter: SignedIn;
let chief: SignedIn;
let outsider: SignedIn;

beforeAll(async () => {
  editor = await signIn({ permissions: { notice: 'write' } });
  reporter = await signIn({ permissions: { notice: 'read' } });
  chief = await signIn({ permissions: { notice: 'admin' } });
  outsider = await signIn({ permissions: { story: 'read' } });
});

async function post(who: SignedIn, text: string, urgent = false): Promise<Notice> {
  const response = await call('POST', '/api/notices', who.cookie, { text, urgent });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Notice>();
}
const unread = async (who: SignedIn) =>
  (await call('GET', '/api/notices/unread', who.cookie)).json<Notice[]>().map((n) => n.text);
const register = (who: SignedIn, noticeId: string) =>
  call('PUT', '/api/users/register_last_notice', who.cookie, { noticeId });

describe('notices', () => {
  it('needs notice access: reading, and writing to post', async () => {
    expect((await call('GET', '/api/notices', outsider.cookie)).statusCode).toBe(403);
    expect((await call('GET', '/api/notices/unread', null)).statusCode).toBe(401);
    const refused = await call('POST', '/api/notices', reporter.cookie, { text: 'Oi' });
    expect(refused.statusCode).toBe(403);
    const empty = await call('POST', '/api/notices', editor.cookie, { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect((await call('GET', '/api/notices', editor.cookie)).json<Paged<Notice>>().total).toBe(0);
  });

  it('posts a notice live to readers, with its author', async () => {
    const socket = await connectStomp(t.baseUrl, reporter.cookie, ['/topic/notices']);
    const outsiderSocket = await connectStomp(t.baseUrl, outsider.cookie, ['/topic/sessions']);
    try {
      const notice = await post(editor, 'Reunião geral às 15h no estúdio 2', true);
      expect(notice).toMatchObject({
        text: 'Reunião geral às 15h no estúdio 2',
        urgent: true,
        authorId: editor.id,
        authorName: editor.name,
      });
      const event = await socket.next('/topic/notices');
      expect(event).toMatchObject({ action: 'CREATE', entity: 'notice', data: notice });
    } finally {
      await Promise.all([socket.close(), outsiderSocket.close()]);
    }
    // Without notice access the topic itself is refused.
    const refused = connectStomp(t.baseUrl, outsider.cookie, ['/topic/notices']);
    await expect(refused).rejects.toBeDefined();
  });

  it('shows each notice once: unread until the reader registers the last seen', async () => {
    await post(editor, 'Plantão de fim de semana publicado');
    expect(await unread(reporter)).toEqual([
      'Reunião geral às 15h no estúdio 2',
      'Plantão de fim de semana publicado',
    ]);
    const [first, second] = (await call('GET', '/api/notices/unread', reporter.cookie)).json<
      Notice[]
    >();
    expect((await register(reporter, second!.id)).statusCode).toBe(204);
    expect(await unread(reporter)).toEqual([]);
    // Registering an older one never brings the newer back.
    await register(reporter, first!.id);
    expect(await unread(reporter)).toEqual([]);
    await post(editor, 'Novo padrão de GC a partir de segunda');
    expect(await unread(reporter)).toEqual(['Novo padrão de GC a partir de segunda']);
    // Another reader's mark is theirs alone.
    expect(await unread(chief)).toHaveLength(3);
    const unknown = await register(reporter, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
  });

  it('lists newest first and lets only the author or an administrator take one down', async () => {
    const page = (await call('GET', '/api/notices?size=2', reporter.cookie)).json<Paged<Notice>>();
    expect(page.total).toBe(3);
    expect(page.data.map((n) => n.text)).toEqual([
      'Novo padrão de GC a partir de segunda',
      'Plantão de fim de semana publicado',
    ]);
    const [newest, older] = page.data;
    const refused = await call('DELETE', `/api/notices/${newest!.id}`, reporter.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('notice:onlyAuthor');
    expect((await call('DELETE', `/api/notices/${newest!.id}`, editor.cookie)).statusCode).toBe(
      204,
    );
    expect((await call('DELETE', `/api/notices/${older!.id}`, chief.cookie)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/notices/${older!.id}`, chief.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/notices', reporter.cookie)).json<Paged<Notice>>().total).toBe(
      1,
    );
  });

  it('purges notices older than the retention cut-off', async () => {
    clock.advance(60_000);
    const kept = await post(editor, 'Aviso recente');
    const cutoff = new Date(kept.createdAt);
    await tdb.database.db.transaction((tx) =>
      noticesManifest.retentionPurgers!.notices!(tx, cutoff, t.app.platform.areas),
    );
    const left = (await call('GET', '/api/notices', editor.cookie)).json<Paged<Notice>>();
    expect(left.data.map((n) => n.text)).toEqual(['Aviso recente']);
  });
});
