import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { UserPresence } from '@newsroom/domain';
import { sweepPresence } from '../../platform/auth/presence';
import { SOCKET_PRESENCE_MS } from '../../platform/auth/sessions';
import { connectStomp, type TestStomp } from '../../test/stompClient';
import { loginCookie } from '../../test/testApp';
import { useTestApp, type SignedIn } from '../../test/useTestApp';

const { t, tdb, call, signIn } = useTestApp();
let ana: SignedIn;
let bruno: SignedIn;
let watcher: TestStomp;
const open: TestStomp[] = [];

beforeAll(async () => {
  ana = await signIn();
  bruno = await signIn();
});

afterEach(async () => {
  await Promise.all(open.splice(0).map((socket) => socket.close()));
});

async function screenOf(cookie: string): Promise<TestStomp> {
  const socket = await connectStomp(t.baseUrl, cookie, ['/topic/sessions']);
  open.push(socket);
  return socket;
}

/** Events already matched, so announcing the same presence again needs a new event. */
const matched = new Set<unknown>();

/** Waits until the watcher heard `userId` become `presence` (in an event not matched before). */
async function expectAnnounced(userId: number, presence: UserPresence['presence']) {
  const event = await watcher.next('/topic/sessions', (e) => {
    const data = e.data as UserPresence;
    return (
      e.entity === 'presence' &&
      data.userId === userId &&
      data.presence === presence &&
      !matched.has(e)
    );
  });
  matched.add(event);
}

const presentNow = async () =>
  (await call('GET', '/api/users/presence', bruno.cookie)).json<UserPresence[]>();

describe('presence', () => {
  it('follows a screen: online on connect, away when idle, back, offline when it closes', async () => {
    watcher = await screenOf(bruno.cookie);
    const desk = await screenOf(ana.cookie);
    await expectAnnounced(ana.id, 'online');
    expect(await presentNow()).toContainEqual({ userId: ana.id, presence: 'online' });

    const away = await call('PUT', '/api/sessions/away', ana.cookie, { away: true });
    expect(away.statusCode).toBe(204);
    await expectAnnounced(ana.id, 'away');
    expect(await presentNow()).toContainEqual({ userId: ana.id, presence: 'away' });

    await call('PUT', '/api/sessions/away', ana.cookie, { away: false });
    await expectAnnounced(ana.id, 'online');

    await desk.close();
    open.splice(open.indexOf(desk), 1);
    await expectAnnounced(ana.id, 'offline');
    expect((await presentNow()).map((p) => p.userId)).not.toContain(ana.id);
  });

  it('stays online while one of two screens is in use', async () => {
    watcher = await screenOf(bruno.cookie);
    const phoneCookie = await loginCookie(t.app, ana.nickname);
    await screenOf(ana.cookie);
    await screenOf(phoneCookie);
    await expectAnnounced(ana.id, 'online');
    await call('PUT', '/api/sessions/away', phoneCookie, { away: true });
    await call('PUT', '/api/sessions/away', ana.cookie, { away: true });
    await expectAnnounced(ana.id, 'away');
    await call('PUT', '/api/sessions/away', phoneCookie, { away: false });
    await expectAnnounced(ana.id, 'online');
  });

  it('goes offline when the instance holding the sockets stops renewing them', async () => {
    watcher = await screenOf(bruno.cookie);
    await screenOf(ana.cookie);
    await expectAnnounced(ana.id, 'online');
    // Another instance sweeps after the sockets' marks went stale (their instance died).
    const later = new Date(t.app.platform.clock().getTime() + SOCKET_PRESENCE_MS + 1000);
    await tdb.database.db.transaction((tx) => sweepPresence(tx, later));
    await expectAnnounced(ana.id, 'offline');
  });

  it('requires a session and a boolean', async () => {
    expect((await call('GET', '/api/users/presence', null)).statusCode).toBe(401);
    const bad = await call('PUT', '/api/sessions/away', ana.cookie, { away: 'yes' });
    expect(bad.statusCode).toBe(400);
  });
});
