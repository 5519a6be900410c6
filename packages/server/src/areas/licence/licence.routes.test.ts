import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LicencePayload } from '@newsroom/domain';
import { createUser, TEST_PASSWORD, testClock } from '../../test/testApp';
import { useTestApp, type SignedIn } from '../../test/useTestApp';
import {
  signLicence,
  startLicenceServer,
  testIssuer,
  type TestLicenceServer,
} from './licence.testkit';

const issuer = testIssuer();
const stranger = testIssuer();
// Today in the newsroom (São Paulo) is 2026-06-01.
const { tdb, call, signIn } = useTestApp({
  clock: testClock(new Date('2026-06-01T15:00:00Z')),
  env: { LICENCE_PUBLIC_KEY: issuer.publicKeyBase64 },
});

function payload(overrides: Partial<LicencePayload> = {}): LicencePayload {
  return {
    clientId: 'tv-norte',
    licenceId: 'L-2026-001',
    type: 'subscription',
    createdAt: '2026-01-01',
    expiresAt: '2026-12-31',
    maxUsers: 500,
    maxConcurrentLogins: 500,
    ...overrides,
  };
}

const upload = (admin: SignedIn, file: unknown) =>
  call('POST', '/api/license/register', admin.cookie, { licence: file });
const info = async (admin: SignedIn) =>
  (await call('GET', '/api/license/info', admin.cookie)).json();
const loginAs = (nickname: string) =>
  call('POST', '/api/authentication', null, { username: nickname, password: TEST_PASSWORD });

describe('licence', () => {
  let admin: SignedIn;
  let reader: SignedIn;
  let server: TestLicenceServer;
  beforeAll(async () => {
    admin = await signIn({ permissions: { admin: 'write' } });
    reader = await signIn({ permissions: { admin: 'read' } });
    server = await startLicenceServer();
  });
  afterAll(() => server.close());

  it('requires a session, admin read to see and admin write to change', async () => {
    expect((await call('GET', '/api/license/info', null)).statusCode).toBe(401);
    expect((await call('GET', '/api/license/daysToExpire', null)).statusCode).toBe(401);
    const user = await signIn();
    expect((await call('GET', '/api/license/info', user.cookie)).statusCode).toBe(403);
    expect((await call('GET', '/api/license/daysToExpire', user.cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/license/info', reader.cookie)).statusCode).toBe(200);
    const file = signLicence(issuer, payload());
    expect((await upload(reader, file)).statusCode).toBe(403);
    expect((await call('POST', '/api/license/check', reader.cookie)).statusCode).toBe(403);
    const url = { url: server.url };
    expect((await call('PUT', '/api/license/set_server_url', reader.cookie, url)).statusCode).toBe(
      403,
    );
  });

  it('runs as community without a licence: no limits, and says so', async () => {
    const answer = await info(reader);
    expect(answer).toMatchObject({
      state: 'community',
      clientId: null,
      maxUsers: null,
      daysToExpire: null,
      serverUrl: null,
    });
    expect(answer.activeUsers).toBeGreaterThanOrEqual(3);
    expect(answer.activeLogins).toBeGreaterThanOrEqual(3);
    expect((await call('GET', '/api/license/daysToExpire', reader.cookie)).json()).toEqual({
      state: 'community',
      daysToExpire: null,
    });
    expect((await loginAs((await createUser(tdb.database)).nickname)).statusCode).toBe(200);
  });

  it('refuses a tampered licence and one signed by another key, keeping none', async () => {
    const file = signLicence(issuer, payload());
    const forged = JSON.stringify({ ...payload(), maxUsers: 100_000 });
    const tampered = { ...file, payload: Buffer.from(forged).toString('base64') };
    for (const bad of [
      tampered,
      signLicence(stranger, payload()),
      { ...file, signature: 'AAAA' },
    ]) {
      const response = await upload(admin, bad);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe('licence:messages.invalid');
    }
    expect((await upload(admin, { payload: 'x' })).statusCode).toBe(400);
    expect((await info(admin)).state).toBe('community');
  });

  it('registers an uploaded licence and shows its figures', async () => {
    const response = await upload(admin, signLicence(issuer, payload()));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      state: 'valid',
      clientId: 'tv-norte',
      licenceId: 'L-2026-001',
      type: 'subscription',
      createdAt: '2026-01-01',
      expiresAt: '2026-12-31',
      maxUsers: 500,
      maxConcurrentLogins: 500,
      daysToExpire: 213,
    });
    expect((await call('GET', '/api/license/daysToExpire', reader.cookie)).json()).toEqual({
      state: 'valid',
      daysToExpire: 213,
    });
  });

  it('warns under 30 days and refuses non-administrators once expired', async () => {
    await upload(admin, signLicence(issuer, payload({ expiresAt: '2026-06-20' })));
    expect((await call('GET', '/api/license/daysToExpire', reader.cookie)).json()).toEqual({
      state: 'expiring',
      daysToExpire: 19,
    });
    const user = await createUser(tdb.database);
    expect((await loginAs(user.nickname)).statusCode).toBe(200);

    await upload(admin, signLicence(issuer, payload({ expiresAt: '2026-05-30' })));
    expect((await call('GET', '/api/license/daysToExpire', reader.cookie)).json()).toEqual({
      state: 'expired',
      daysToExpire: -2,
    });
    const refused = await loginAs(user.nickname);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'error_license_invalid',
      message: 'error_license_invalid',
    });
    // Whoever can upload a new licence still gets in.
    expect((await loginAs(admin.nickname)).statusCode).toBe(200);
  });

  it('refuses logins over the licensed users and concurrent logins', async () => {
    const user = await createUser(tdb.database);
    const { activeUsers, activeLogins } = await info(admin);

    await upload(admin, signLicence(issuer, payload({ maxUsers: activeUsers - 1 })));
    const overUsers = await loginAs(user.nickname);
    expect(overUsers.statusCode).toBe(403);
    expect(overUsers.json().code).toBe('error_max_user_limit');

    await upload(admin, signLicence(issuer, payload({ maxConcurrentLogins: activeLogins + 1 })));
    expect((await loginAs(user.nickname)).statusCode).toBe(200);
    const noSeat = await loginAs(user.nickname);
    expect(noSeat.statusCode).toBe(403);
    expect(noSeat.json().code).toBe('error_max_user_limit');
    expect((await loginAs(admin.nickname)).statusCode).toBe(200);
  });

  it('fetches the licence from the licence server: register, check, and its errors', async () => {
    const noServer = await call('POST', '/api/license/register', admin.cookie, {
      clientId: 'tv-norte',
    });
    expect(noServer.statusCode).toBe(422);
    expect(noServer.json().message).toBe('licence:messages.notActivated');

    const badUrl = { url: 'ftp://licences.example' };
    expect(
      (await call('PUT', '/api/license/set_server_url', admin.cookie, badUrl)).statusCode,
    ).toBe(400);
    const set = await call('PUT', '/api/license/set_server_url', admin.cookie, { url: server.url });
    expect(set.json().serverUrl).toBe(server.url);

    const unknown = await call('POST', '/api/license/register', admin.cookie, {
      clientId: 'nobody',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe('licence:messages.serverError');

    server.files.set('radio sul', signLicence(issuer, payload({ clientId: 'tv-norte' })));
    const otherClient = await call('POST', '/api/license/register', admin.cookie, {
      clientId: 'radio sul',
    });
    expect(otherClient.json().message).toBe('licence:messages.otherClient');
    expect(server.requests).toContain('/licences/radio%20sul');

    server.files.set('tv-norte', signLicence(issuer, payload({ licenceId: 'L-fetched' })));
    const fetched = await call('POST', '/api/license/register', admin.cookie, {
      clientId: 'tv-norte',
    });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json()).toMatchObject({ state: 'valid', licenceId: 'L-fetched' });

    // A renewal on the server is picked up by check; a forged one is refused and the old kept.
    server.files.set(
      'tv-norte',
      signLicence(issuer, payload({ licenceId: 'L-renewed', expiresAt: '2027-12-31' })),
    );
    const checked = await call('POST', '/api/license/check', admin.cookie);
    expect(checked.json()).toMatchObject({ licenceId: 'L-renewed', expiresAt: '2027-12-31' });
    server.files.set('tv-norte', signLicence(stranger, payload({ licenceId: 'L-forged' })));
    expect((await call('POST', '/api/license/check', admin.cookie)).statusCode).toBe(422);
    expect((await info(admin)).licenceId).toBe('L-renewed');

    await server.close();
    const down = await call('POST', '/api/license/check', admin.cookie);
    expect(down.statusCode).toBe(422);
    expect(down.json().message).toBe('licence:messages.serverError');
  });
});
