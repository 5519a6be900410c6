import { describe, expect, it } from 'vitest';
import {
  createUser,
  loginCookie,
  startTestApp,
  testClock,
  TEST_PASSWORD,
} from '../../test/testApp';
import { useTestApp } from '../../test/useTestApp';

const clock = testClock();

const { tdb, t } = useTestApp({ clock });

const login = (payload: Record<string, unknown>, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/authentication', payload, remoteAddress: ip });
const formLogin = (body: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/authentication',
    payload: body,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('authentication', () => {
  it('requires a session for private calls', async () => {
    for (const url of [
      '/api/users/me',
      '/api/authorities',
      '/api/auth/logs/filter',
      '/api/users/online',
      '/api/locks',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toMatchObject({ code: 'session_expired' });
    }
  });

  it('logs in with the form fields and sets an HttpOnly SameSite=Lax cookie with a fresh id each time', async () => {
    const user = await createUser(tdb.database);
    const first = await formLogin(
      `username=${user.nickname}&password=${TEST_PASSWORD}&isResetPassword=false`,
    );
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      id: user.id,
      nickname: user.nickname,
      abilities: { rundown: 'none' },
    });
    const cookie = first.cookies.find((c) => c.name === 'nrcs_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(Buffer.from(cookie.value, 'base64url').length).toBeGreaterThanOrEqual(16);
    const second = await login({ username: user.nickname.toUpperCase(), password: TEST_PASSWORD });
    expect(second.cookies.find((c) => c.name === 'nrcs_session')!.value).not.toBe(cookie.value);

    const me = await t.app.inject({
      url: '/api/users/me',
      headers: { cookie: `nrcs_session=${cookie.value}` },
    });
    expect(me.json()).toMatchObject({ id: user.id, email: user.email });
  });

  it('answers a wrong password or unknown user with a plain failure and records it', async () => {
    const user = await createUser(tdb.database);
    const wrong = await login({ username: user.nickname, password: 'nope' }, '10.0.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      code: 'authentication_failed',
      message: 'authentication_failed',
    });
    const unknown = await login({ username: 'nobody-here', password: 'nope' }, '10.0.0.2');
    expect(unknown.json()).toMatchObject({ code: 'authentication_failed' });

    const admin = await createUser(tdb.database, { permissions: { admin: 'read' } });
    const cookie = await loginCookie(t.app, admin.nickname);
    const logs = await t.app.inject({
      url: `/api/auth/logs/filter?filter=${user.nickname}`,
      headers: { cookie },
    });
    expect(logs.statusCode).toBe(200);
    expect(logs.json()).toMatchObject({
      page: 0,
      size: 25,
      total: 1,
      data: [{ username: user.nickname, ip: '10.0.0.2', reason: 'bad_password' }],
    });
  });

  it('asks for a new password at first login and accepts it with the current password', async () => {
    const user = await createUser(tdb.database, { mustReset: true });
    const first = await login({ username: user.nickname, password: TEST_PASSWORD });
    expect(first.statusCode).toBe(401);
    expect(first.json()).toMatchObject({
      code: 'error_reset_password',
      message: 'error_reset_password',
    });

    const withoutCurrent = await login({
      username: user.nickname,
      password: 'brand-new-pass-1',
      isResetPassword: true,
    });
    expect(withoutCurrent.json()).toMatchObject({ code: 'authentication_failed' });
    const tooShort = await login({
      username: user.nickname,
      password: 'short',
      isResetPassword: true,
      currentPassword: TEST_PASSWORD,
    });
    expect(tooShort.statusCode).toBe(400);

    const reset = await login({
      username: user.nickname,
      password: 'brand-new-pass-1',
      isResetPassword: 'true',
      currentPassword: TEST_PASSWORD,
    });
    expect(reset.statusCode).toBe(200);
    expect((await login({ username: user.nickname, password: TEST_PASSWORD })).statusCode).toBe(
      401,
    );
    expect(
      (await login({ username: user.nickname, password: 'brand-new-pass-1' })).statusCode,
    ).toBe(200);
  });

  it('asks for a new password once the password expired', async () => {
    const user = await createUser(tdb.database, { expirationDays: 30 });
    expect((await login({ username: user.nickname, password: TEST_PASSWORD })).statusCode).toBe(
      200,
    );
    const local = await startTestApp(
      tdb.database,
      testClock(new Date(Date.now() + 31 * 86_400_000)),
    );
    try {
      const expired = await local.app.inject({
        method: 'POST',
        url: '/api/authentication',
        payload: { username: user.nickname, password: TEST_PASSWORD },
      });
      expect(expired.json()).toMatchObject({ code: 'error_reset_password' });
    } finally {
      await local.close();
    }
  });

  it('throttles repeated failures of one name from one address, even with the right password', async () => {
    const user = await createUser(tdb.database);
    for (let i = 0; i < 5; i++)
      expect(
        (await login({ username: user.nickname, password: 'bad' }, '10.0.0.9')).statusCode,
      ).toBe(401);
    const blocked = await login({ username: user.nickname, password: TEST_PASSWORD }, '10.0.0.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'too_many_attempts' });
    expect(
      (await login({ username: user.nickname, password: TEST_PASSWORD }, '10.0.0.10')).statusCode,
    ).toBe(200);
  });

  it('holds the limit under 50 and 200 concurrent wrong passwords, the right one hidden among them', async () => {
    const user = await createUser(tdb.database);
    const guesses = Array.from({ length: 50 }, (_, i) => (i === 37 ? TEST_PASSWORD : `wrong-${i}`));
    const answers = await Promise.all(
      guesses.map((password) => login({ username: user.nickname, password }, '10.0.1.1')),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(45);
    expect(statuses[37], 'the right password at 37 must not get through the throttle').toBe(429);

    const other = await createUser(tdb.database);
    const burst = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        login({ username: other.nickname, password: `bad-${i}` }, '10.0.1.2'),
      ),
    );
    expect(burst.filter((a) => a.statusCode === 401).length).toBeLessThanOrEqual(5);
    expect(burst.filter((a) => a.statusCode === 429).length).toBeGreaterThanOrEqual(195);
  });

  it('counts the nickname and the e-mail of one account together', async () => {
    const user = await createUser(tdb.database);
    for (let i = 0; i < 5; i++) {
      const username = i % 2 ? user.email : user.nickname.toUpperCase();
      expect((await login({ username, password: 'bad' }, '10.0.1.3')).statusCode).toBe(401);
    }
    expect(
      (await login({ username: user.email, password: TEST_PASSWORD }, '10.0.1.3')).statusCode,
    ).toBe(429);
    expect(
      (await login({ username: user.nickname, password: TEST_PASSWORD }, '10.0.1.3')).statusCode,
    ).toBe(429);
  });

  it('limits unknown names per name and failures per address, whatever the names', async () => {
    const name = `ghost_${Date.now()}`;
    const sameName = await Promise.all(
      Array.from({ length: 20 }, () => login({ username: name, password: 'x' }, '10.0.1.4')),
    );
    expect(sameName.filter((a) => a.statusCode === 401).length).toBeLessThanOrEqual(5);

    const spray = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        login({ username: `ghost_${i}_${Date.now()}`, password: 'x' }, '10.0.1.5'),
      ),
    );
    expect(spray.filter((a) => a.statusCode === 401).length).toBeLessThanOrEqual(30);
    expect(spray.filter((a) => a.statusCode === 429).length).toBeGreaterThanOrEqual(30);
    const user = await createUser(tdb.database);
    expect(
      (await login({ username: user.nickname, password: TEST_PASSWORD }, '10.0.1.5')).statusCode,
    ).toBe(429);
    expect(
      (await login({ username: user.nickname, password: TEST_PASSWORD }, '10.0.1.6')).statusCode,
    ).toBe(200);
  });

  it('does not count a right password against the limit', async () => {
    const user = await createUser(tdb.database);
    for (let i = 0; i < 8; i++)
      expect(
        (await login({ username: user.nickname, password: TEST_PASSWORD }, '10.0.1.7')).statusCode,
      ).toBe(200);
    for (let i = 0; i < 4; i++)
      expect(
        (await login({ username: user.nickname, password: 'bad' }, '10.0.1.7')).statusCode,
      ).toBe(401);
    expect(
      (await login({ username: user.nickname, password: TEST_PASSWORD }, '10.0.1.7')).statusCode,
    ).toBe(200);
  });

  it('lets the throttle end with its window', async () => {
    const user = await createUser(tdb.database);
    for (let i = 0; i < 5; i++)
      await login({ username: user.nickname, password: 'bad' }, '10.0.1.8');
    expect(
      (await login({ username: user.nickname, password: TEST_PASSWORD }, '10.0.1.8')).statusCode,
    ).toBe(429);
    clock.advance(15 * 60_000 + 1);
    expect(
      (await login({ username: user.nickname, password: TEST_PASSWORD }, '10.0.1.8')).statusCode,
    ).toBe(200);
  });

  it('validates the login form', async () => {
    const response = await login({ password: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      details: { fields: [{ field: 'username', key: 'required' }] },
    });
  });
});

describe('sessions', () => {
  it('ends the session at logout', async () => {
    const user = await createUser(tdb.database);
    const cookie = await loginCookie(t.app, user.nickname);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } })).statusCode,
    ).toBe(204);
    expect((await t.app.inject({ url: '/api/users/me', headers: { cookie } })).statusCode).toBe(
      401,
    );
  });

  it('expires an idle session and one past its absolute end', async () => {
    const user = await createUser(tdb.database);
    const cookie = await loginCookie(t.app, user.nickname);
    clock.advance(11 * 3_600_000);
    expect((await t.app.inject({ url: '/api/users/me', headers: { cookie } })).statusCode).toBe(
      200,
    );
    clock.advance(11 * 3_600_000); // 11 h since the last request: still inside the 12 h idle limit
    expect((await t.app.inject({ url: '/api/users/me', headers: { cookie } })).statusCode).toBe(
      200,
    );
    clock.advance(13 * 3_600_000);
    expect((await t.app.inject({ url: '/api/users/me', headers: { cookie } })).statusCode).toBe(
      401,
    );

    const busy = await loginCookie(t.app, user.nickname);
    for (let hours = 0; hours < 7 * 24; hours += 10) {
      clock.advance(10 * 3_600_000);
      await t.app.inject({ url: '/api/users/me', headers: { cookie: busy } });
    }
    expect(
      (await t.app.inject({ url: '/api/users/me', headers: { cookie: busy } })).statusCode,
    ).toBe(401);
  });

  it('lets only user administrators kick a user out, ending all their sessions', async () => {
    const target = await createUser(tdb.database);
    const a = await loginCookie(t.app, target.nickname);
    const b = await loginCookie(t.app, target.nickname);
    const plain = await createUser(tdb.database, { permissions: { user: 'write' } });
    const plainCookie = await loginCookie(t.app, plain.nickname);
    const forbidden = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${target.id}/session`,
      headers: { cookie: plainCookie },
    });
    expect(forbidden.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/users/me', headers: { cookie: a } })).statusCode).toBe(
      200,
    );

    const admin = await createUser(tdb.database, { permissions: { user: 'admin' } });
    const adminCookie = await loginCookie(t.app, admin.nickname);
    const kicked = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${target.id}/session`,
      headers: { cookie: adminCookie },
    });
    expect(kicked.statusCode).toBe(204);
    for (const cookie of [a, b])
      expect((await t.app.inject({ url: '/api/users/me', headers: { cookie } })).statusCode).toBe(
        401,
      );
    const online = await t.app.inject({
      url: '/api/users/online',
      headers: { cookie: adminCookie },
    });
    expect(online.json().map((u: { id: number }) => u.id)).not.toContain(target.id);
  });

  it('never lets a user administrator end the sessions of a user who outranks them', async () => {
    const root = await createUser(tdb.database, { isRoot: true });
    const rootCookie = await loginCookie(t.app, root.nickname);
    const userAdmin = await createUser(tdb.database, { permissions: { user: 'admin' } });
    const adminCookie = await loginCookie(t.app, userAdmin.nickname);
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${root.id}/session`,
      headers: { cookie: adminCookie },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: 'users:cannotManageHigherUser' });
    expect(
      (await t.app.inject({ url: '/api/users/me', headers: { cookie: rootCookie } })).statusCode,
    ).toBe(200);
    const missing = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/999999/session',
      headers: { cookie: adminCookie },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('lists every role as authorities', async () => {
    const user = await createUser(tdb.database);
    const response = await t.app.inject({
      url: '/api/authorities',
      headers: { cookie: await loginCookie(t.app, user.nickname) },
    });
    expect(response.json()).toEqual(
      expect.arrayContaining(['ROLE_ROOT', 'ROLE_RUNDOWN_WRITE', 'ROLE_NEWS_REPORT_ADMIN']),
    );
  });

  it('keeps the access-failure log for administrators', async () => {
    const user = await createUser(tdb.database, { permissions: { rundown: 'admin' } });
    const response = await t.app.inject({
      url: '/api/auth/logs/filter',
      headers: { cookie: await loginCookie(t.app, user.nickname) },
    });
    expect(response.statusCode).toBe(403);
  });
});
