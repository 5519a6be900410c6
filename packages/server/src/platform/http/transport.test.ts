import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/testDatabase';
import {
  createGroup,
  createUser,
  loginCookie,
  startTestApp,
  testClock,
  TEST_PASSWORD,
  type TestApp,
} from '../../test/testApp';

/** Body types, forwarded headers and HTTPS hardening (issue 17's "should fix" findings). */

let tdb: TestDatabase;
let plain: TestApp;
let proxied: TestApp;
let cookie: string;
let email: string;

beforeAll(async () => {
  tdb = await createTestDatabase();
  const clock = testClock();
  plain = await startTestApp(tdb.database, clock);
  proxied = await startTestApp(tdb.database, clock, {
    TRUST_PROXY: '127.0.0.1',
    COOKIE_SECURE: 'true',
  });
  const user = await createUser(tdb.database);
  email = user.email;
  cookie = await loginCookie(plain.app, user.nickname);
});
afterAll(async () => {
  await plain.close();
  await proxied.close();
  await tdb.drop();
});

const nameOf = async () =>
  (await plain.app.inject({ url: '/api/users/me', headers: { cookie } })).json().name as string;

describe('body types', () => {
  it.each([
    ['a plain form', 'application/x-www-form-urlencoded', 'name=Hijacked&email=x%40y.zz'],
    ['text', 'text/plain', '{"name":"Hijacked","email":"x@y.zz"}'],
    [
      'multipart',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nHijacked\r\n--x--\r\n',
    ],
  ])('refuses %s on a JSON route (415) and changes nothing', async (_name, type, payload) => {
    const before = await nameOf();
    const response = await plain.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      payload,
      headers: { cookie, 'content-type': type },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      code: 'unsupported_media_type',
      message: 'error:unsupportedMediaType',
    });
    expect(await nameOf()).toBe(before);
  });

  it('refuses a form on a route whose body is optional', async () => {
    const response = await plain.app.inject({
      method: 'POST',
      url: '/api/logout',
      payload: 'a=b',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(415);
    expect((await plain.app.inject({ url: '/api/users/me', headers: { cookie } })).statusCode).toBe(
      200,
    );
  });

  it('keeps the login form and JSON on JSON routes', async () => {
    const user = await createUser(tdb.database);
    const form = await plain.app.inject({
      method: 'POST',
      url: '/api/authentication',
      payload: `username=${user.nickname}&password=${TEST_PASSWORD}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(200);
    const json = await plain.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      payload: { name: 'Same Name', email },
      headers: { cookie },
    });
    expect(json.statusCode).toBe(200);
  });
});

describe('forwarded headers', () => {
  const hijack = (app: TestApp) =>
    app.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      payload: { name: 'Forwarded', email },
      headers: {
        cookie,
        origin: 'https://evil.example',
        host: 'newsroom.local',
        'x-forwarded-host': 'evil.example',
      },
    });

  it('does not trust X-Forwarded-Host without TRUST_PROXY', async () => {
    const before = await nameOf();
    expect((await hijack(plain)).statusCode).toBe(403);
    expect(await nameOf()).toBe(before);
  });

  it('trusts X-Forwarded-Host, -Proto and -For from a configured proxy', async () => {
    expect((await hijack(proxied)).statusCode).toBe(200);
    const user = await createUser(tdb.database);
    await proxied.app.inject({
      method: 'POST',
      url: '/api/authentication',
      payload: { username: user.nickname, password: 'wrong' },
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    const admin = await createUser(tdb.database, { permissions: { admin: 'read' } });
    const logs = await plain.app.inject({
      url: `/api/auth/logs/filter?filter=${user.nickname}`,
      headers: { cookie: await loginCookie(plain.app, admin.nickname) },
    });
    expect(logs.json()).toMatchObject({ data: [{ ip: '203.0.113.7' }] });
  });
});

describe('ids in URLs', () => {
  it('accepts only the canonical form of an id (400 for the rest)', async () => {
    const target = await createGroup(tdb.database);
    const reader = await createUser(tdb.database, { permissions: { admin: 'read' } });
    const readerCookie = await loginCookie(plain.app, reader.nickname);
    const get = (id: string) =>
      plain.app.inject({ url: `/api/groups/${id}`, headers: { cookie: readerCookie } });
    expect((await get(String(target.id))).json()).toMatchObject({ id: target.id });
    const hex = `0x${target.id.toString(16)}`;
    for (const form of [
      hex,
      `+${target.id}`,
      `%20${target.id}`,
      `0${target.id}`,
      `${target.id}.0`,
      `${target.id / 10}e1`,
    ]) {
      const response = await get(form);
      expect(response.statusCode, form).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        details: { part: 'params' },
      });
    }
  });
});

describe('HTTPS', () => {
  it('sends HSTS and Secure cookies only when served over HTTPS', async () => {
    const over = await proxied.app.inject({
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(over.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const local = await plain.app.inject({
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(local.headers['strict-transport-security']).toBeUndefined();

    const user = await createUser(tdb.database);
    const login = await proxied.app.inject({
      method: 'POST',
      url: '/api/authentication',
      payload: { username: user.nickname, password: TEST_PASSWORD },
    });
    expect(login.cookies.find((c) => c.name === 'nrcs_session')).toMatchObject({
      secure: true,
      httpOnly: true,
    });
  });
});
