import { beforeAll, describe, expect, it } from 'vitest';
import type { Notification, Paged } from '@newsroom/domain';
import { connectStomp } from '../../test/stompClient';
import { useTestApp, type SignedIn } from '../../test/useTestApp';
import { notify } from './notify';

const { t, tdb, call, signIn } = useTestApp();

let ana: SignedIn;
let bruno: SignedIn;
let root: SignedIn;

beforeAll(async () => {
  ana = await signIn();
  bruno = await signIn();
  root = await signIn({ isRoot: true });
});

const tell = (userIds: number[], name: string, action: 'CREATE' | 'REMINDER' = 'CREATE') =>
  tdb.database.db.transaction((tx) =>
    notify(
      tx,
      userIds,
      {
        level: 'INFO',
        category: 'event',
        titleKey: 'notification:reminder',
        params: { name, minutesBefore: 15 },
        text: 'Sala de reuniões',
        link: { kind: 'calendar_event', id: 3, date: '2026-03-10' },
      },
      t.app.platform.clock(),
      action,
    ),
  );

async function listOf(who: SignedIn, query = ''): Promise<Paged<Notification>> {
  const response = await call('GET', `/api/notifications${query}`, who.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Paged<Notification>>();
}
const unread = async (who: SignedIn) =>
  (await call('GET', '/api/notifications/unread', who.cookie)).json<{ count: number }>().count;

describe('notifications centre', () => {
  it('requires a session', async () => {
    expect((await call('GET', '/api/notifications', null)).statusCode).toBe(401);
    expect((await call('PUT', '/api/notifications/read', null)).statusCode).toBe(401);
  });

  it("lists only the caller's notifications, newest first, with the unread count", async () => {
    await tell([ana.id], 'Reunião de pauta');
    await tell([ana.id, bruno.id], 'Rodada do futebol');
    const page = await listOf(ana);
    expect(page.data.map((n) => n.params.name)).toEqual(['Rodada do futebol', 'Reunião de pauta']);
    expect(page.data[0]).toMatchObject({
      level: 'INFO',
      category: 'event',
      titleKey: 'notification:reminder',
      text: 'Sala de reuniões',
      link: { kind: 'calendar_event', id: 3, date: '2026-03-10' },
      readAt: null,
      late: false,
    });
    expect(page.total).toBe(2);
    expect((await listOf(bruno)).data.map((n) => n.params.name)).toEqual(['Rodada do futebol']);
    // Root holds every role, yet another person's notifications stay theirs.
    expect((await listOf(root)).total).toBe(0);
    expect(await unread(ana)).toBe(2);
  });

  it('marks one read, refuses (404) marking someone else’s, then marks all read', async () => {
    await tell([bruno.id], 'Sessão da Câmara');
    const [newest, older] = (await listOf(bruno)).data;
    expect(
      (await call('PUT', `/api/notifications/${newest!.id}/read`, ana.cookie)).statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', `/api/notifications/${newest!.id}/read`, bruno.cookie)).statusCode,
    ).toBe(204);
    expect(await unread(bruno)).toBe(1);
    expect((await listOf(bruno, '?unreadOnly=true')).data.map((n) => n.id)).toEqual([older!.id]);
    expect((await call('PUT', '/api/notifications/read', bruno.cookie)).statusCode).toBe(204);
    expect(await unread(bruno)).toBe(0);
    expect((await listOf(bruno)).data.every((n) => n.readAt !== null)).toBe(true);
  });

  it('pushes a notification to its user alone, and read marks to their other screens', async () => {
    const anaSocket = await connectStomp(t.baseUrl, ana.cookie, ['/topic/notifications']);
    const anaPhone = await connectStomp(t.baseUrl, ana.cookie, ['/topic/notifications']);
    const brunoSocket = await connectStomp(t.baseUrl, bruno.cookie, ['/topic/notifications']);
    const rootSocket = await connectStomp(t.baseUrl, root.cookie, ['/topic/notifications']);
    try {
      await tell([ana.id], 'Plantão de domingo', 'REMINDER');
      await tell([bruno.id], 'Fechamento');
      const reminder = await anaSocket.next('/topic/notifications');
      expect(reminder).toMatchObject({ action: 'REMINDER', entity: 'notification' });
      expect((reminder.data as Notification).params.name).toBe('Plantão de domingo');
      await brunoSocket.next('/topic/notifications', (e) => e.action === 'CREATE');
      const seenByAna = anaSocket.received.get('/topic/notifications') ?? [];
      expect(seenByAna.map((e) => (e.data as Notification).params.name)).not.toContain(
        'Fechamento',
      );
      expect((await call('PUT', '/api/notifications/read', ana.cookie)).statusCode).toBe(204);
      const read = await anaPhone.next('/topic/notifications', (e) => e.action === 'READ');
      expect(read.data).toEqual({ ids: 'all' });
      expect(rootSocket.received.get('/topic/notifications') ?? []).toEqual([]);
    } finally {
      await Promise.all([anaSocket, anaPhone, brunoSocket, rootSocket].map((s) => s.close()));
    }
  });
});
