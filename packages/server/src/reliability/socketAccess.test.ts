import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { connectStomp } from '../test/stompClient';
import { createUser, loginCookie, testClock } from '../test/testApp';
import { useTestApp } from '../test/useTestApp';

/**
 * Who may open the real-time socket (issue 10, reliability), against the whole app over
 * loopback: the upgrade needs an Origin naming this host and a live session; anything else is
 * refused before a single STOMP frame, and a session that ends closes its socket.
 */
const clock = testClock();

const { tdb, t } = useTestApp({ clock });

const wsUrl = (path = '/ws') => `${t.baseUrl.replace('http', 'ws')}${path}`;
const ownOrigin = () => t.baseUrl;

/** Opens a raw WebSocket; resolves 'open' or the HTTP status the upgrade was refused with. */
function upgrade(
  headers: Record<string, string>,
  path = '/ws',
): Promise<'open' | number | 'reset'> {
  return new Promise((resolve) => {
    const ws = new WebSocket(wsUrl(path), ['v12.stomp'], { headers });
    ws.once('open', () => {
      ws.close();
      resolve('open');
    });
    ws.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      res.resume();
      ws.terminate();
    });
    ws.once('error', () => resolve('reset'));
  });
}

async function sessionCookie(): Promise<string> {
  const user = await createUser(tdb.database);
  return loginCookie(t.app, user.nickname);
}

describe('WebSocket upgrade', () => {
  it('opens with this host as Origin and a live session', async () => {
    expect(await upgrade({ cookie: await sessionCookie(), origin: ownOrigin() })).toBe('open');
  });

  it.each<[string, string | null]>([
    ['a foreign Origin', 'https://evil.example'],
    ['a look-alike Origin', 'http://127.0.0.1.evil.example'],
    ['the right host on another port', 'http://127.0.0.1:1'],
    ['an Origin of null', 'null'],
    ['an Origin that is no URL', 'not a url'],
    ['no Origin', null],
  ])('refuses %s with 403, whatever the session', async (_name, origin) => {
    const cookie = await sessionCookie();
    expect(await upgrade({ cookie, ...(origin === null ? {} : { origin }) })).toBe(403);
  });

  it.each<[string, string]>([
    ['no cookie', ''],
    ['a forged session', 'nrcs_session=forged'],
    ['an empty session', 'nrcs_session='],
    ['a session of the right shape that does not exist', `nrcs_session=${'a'.repeat(64)}`],
  ])('refuses %s with 401', async (_name, cookie) => {
    expect(await upgrade({ origin: ownOrigin(), ...(cookie ? { cookie } : {}) })).toBe(401);
  });

  it('refuses the session of a user who logged out, and closes their open socket with 1008', async () => {
    const cookie = await sessionCookie();
    const stomp = await connectStomp(t.baseUrl, cookie, ['/topic/users']);
    const logout = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(204);
    expect(await stomp.closed).toBe(1008);
    expect(await upgrade({ cookie, origin: ownOrigin() })).toBe(401);
  });

  it('refuses other paths', async () => {
    const cookie = await sessionCookie();
    expect(await upgrade({ cookie, origin: ownOrigin() }, '/socket')).not.toBe('open');
    expect(await upgrade({ cookie, origin: ownOrigin() }, '/ws/x')).not.toBe('open');
  });

  it('refuses subscriptions to unknown or malformed destinations', async () => {
    const cookie = await sessionCookie();
    for (const destination of ['/topic/nothing_here', '/topic/../users', '/queue/other', 'users']) {
      await expect(connectStomp(t.baseUrl, cookie, [destination]), destination).rejects.toThrow();
    }
  });

  // Moves the shared clock: keep last.
  it('refuses a session that expired while idle', async () => {
    const cookie = await sessionCookie();
    expect(await upgrade({ cookie, origin: ownOrigin() })).toBe('open');
    clock.advance(t.app.platform.config.sessionIdleMs + 60_000);
    expect(await upgrade({ cookie, origin: ownOrigin() })).toBe(401);
  });
});
