import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginCookie } from '../../test/testApp';
import { useTestApp } from '../../test/useTestApp';

let cookie: string;
let userId: number;

const { tdb, t, call } = useTestApp();

beforeAll(async () => {
  const user = await createUser(tdb.database);
  userId = user.id;
  cookie = await loginCookie(t.app, user.nickname);
});

const nameOf = async () =>
  (await t.app.inject({ url: '/api/users/me', headers: { cookie } })).json().name as string;

describe('API conventions', () => {
  it('answers health without a session', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok', database: tdb.url ? 'postgres' : 'pglite' });
  });

  it('answers unknown API routes 404 JSON and a wrong method 405 with Allow', async () => {
    const unknown = await t.app.inject({ url: '/api/no/such/thing', headers: { cookie } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      code: 'route_not_found',
      message: 'error:routeNotFound',
      details: null,
    });
    const wrongMethod = await t.app.inject({
      method: 'POST',
      url: '/api/users/online',
      headers: { cookie },
    });
    expect(wrongMethod.statusCode).toBe(405);
    expect(wrongMethod.headers.allow).toBe('GET');
  });

  it.each([
    ['malformed JSON', '{"name": ', 'application/json', 400, 'malformed_body'],
    [
      'oversized body',
      JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024), email: 'a@b.co' }),
      'application/json',
      413,
      'payload_too_large',
    ],
    ['unsupported type', 'name=x', 'text/csv', 415, 'unsupported_media_type'],
    [
      'invalid fields',
      JSON.stringify({ name: '', email: 'not-an-email' }),
      'application/json',
      400,
      'validation_failed',
    ],
  ])(
    'refuses %s without changing anything and without a stack trace',
    async (_name, payload, type, status, code) => {
      const before = await nameOf();
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/users/me',
        payload,
        headers: { cookie, 'content-type': type },
      });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ code });
      expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/);
      expect(await nameOf()).toBe(before);
    },
  );

  it('names the fields that failed validation with validation keys', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      payload: { name: '', email: 'nope' },
      headers: { cookie },
    });
    expect(response.json().details.fields).toEqual(
      expect.arrayContaining([
        { field: 'name', key: 'required', params: { count: 1 } },
        { field: 'email', key: 'invalidEmail' },
      ]),
    );
  });

  it('refuses state-changing requests from a foreign Origin', async () => {
    const before = await nameOf();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      payload: { name: 'Hijacked', email: 'x@y.zz' },
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(await nameOf()).toBe(before);
    const sameOrigin = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      payload: { name: 'Renamed', email: `renamed${userId}@test.newsroom` },
      headers: { cookie, origin: 'http://newsroom.local:8080', host: 'newsroom.local:8080' },
    });
    expect(sameOrigin.statusCode).toBe(200);
  });

  it('sends security headers with a strict Content-Security-Policy', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('lets only the built-in plug-in pages be framed, and by this origin only', async () => {
    const response = await t.app.inject({ url: '/plugins/demo-cg/index.html' });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(response.headers['content-security-policy']).not.toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('serves an OpenAPI description generated from the route schemas', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/authentication',
        '/api/users/me',
        '/api/branch/config',
        '/api/locks/{uuid}/take_over',
      ]),
    );
    expect(
      doc.paths['/api/auth/logs/filter'].get.parameters.map((p: { name: string }) => p.name),
    ).toEqual(expect.arrayContaining(['page', 'size', 'filter']));
  });
});

describe('my data', () => {
  it('rejects an e-mail another user has, naming the field', async () => {
    const other = await createUser(tdb.database);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      payload: { name: 'Me', email: other.email.toUpperCase() },
      headers: { cookie },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'duplicate', details: { field: 'email' } });
  });

  it('changes the password only with the current one and matching confirmation, ending other sessions', async () => {
    const user = await createUser(tdb.database);
    const mine = await loginCookie(t.app, user.nickname);
    const other = await loginCookie(t.app, user.nickname);
    /** PUT /users/me as the first session, changing the password. */
    const changePassword = (currentPassword: string, newPasswordConfirmation = 'new-password-1') =>
      call('PUT', '/api/users/me', mine, {
        name: 'Pat',
        email: user.email,
        currentPassword,
        newPassword: 'new-password-1',
        newPasswordConfirmation,
      });
    const mismatch = await changePassword('correct-horse-battery', 'other');
    expect(mismatch.json()).toMatchObject({
      code: 'validation_failed',
      details: { fields: [{ field: 'newPasswordConfirmation', key: 'passwordsMustMatch' }] },
    });
    const wrongCurrent = await changePassword('bad');
    expect(wrongCurrent.statusCode).toBe(400);

    const changed = await changePassword('correct-horse-battery');
    expect(changed.statusCode).toBe(200);
    const fresh = `nrcs_session=${changed.cookies.find((c) => c.name === 'nrcs_session')!.value}`;
    expect((await call('GET', '/api/users/me', other)).statusCode).toBe(401);
    expect((await call('GET', '/api/users/me', mine)).statusCode).toBe(401);
    expect((await call('GET', '/api/users/me', fresh)).json()).toMatchObject({ name: 'Pat' });
  });
});
