import { describe, expect, it } from 'vitest';
import { createUser, loginCookie } from '../../test/testApp';
import { connectStomp } from '../../test/stompClient';
import { useTestApp } from '../../test/useTestApp';

const { tdb, t } = useTestApp();

describe('branch config', () => {
  it('is public to read, with the product version and the locales', async () => {
    expect((await t.app.inject({ url: '/api/branch/config' })).json()).toEqual({
      locale: 'pt_BR',
      branchName: 'Newsroom',
      version: '9.9.9-test',
      timeZone: 'America/Sao_Paulo',
      rundownLockMinutes: 60,
    });
    expect((await t.app.inject({ url: '/api/branch/locales' })).json()).toEqual([
      'pt_BR',
      'en_US',
      'es_ES',
    ]);
  });

  it('requires a session and the admin write role to change', async () => {
    const payload = { locale: 'es_ES', branchName: 'Sucursal' };
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/branch/config', payload })).statusCode,
    ).toBe(401);
    const reader = await createUser(tdb.database, { permissions: { admin: 'read' } });
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/branch/config',
      payload,
      headers: { cookie: await loginCookie(t.app, reader.nickname) },
    });
    expect(response.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/branch/config' })).json().branchName).toBe('Newsroom');
  });

  it('rejects an unknown locale and saves a valid change, publishing it on the branch topic', async () => {
    const admin = await createUser(tdb.database, { permissions: { admin: 'write' } });
    const cookie = await loginCookie(t.app, admin.nickname);
    const watcher = await createUser(tdb.database);
    const socket = await connectStomp(t.baseUrl, await loginCookie(t.app, watcher.nickname), [
      '/topic/branch',
    ]);
    try {
      const bad = await t.app.inject({
        method: 'PUT',
        url: '/api/branch/config',
        payload: { locale: 'fr_FR', branchName: 'X' },
        headers: { cookie },
      });
      expect(bad.statusCode).toBe(400);
      const ok = await t.app.inject({
        method: 'PUT',
        url: '/api/branch/config',
        payload: { locale: 'en_US', branchName: 'TV Norte' },
        headers: { cookie },
      });
      expect(ok.json()).toEqual({
        locale: 'en_US',
        branchName: 'TV Norte',
        version: '9.9.9-test',
        timeZone: 'America/Sao_Paulo',
        rundownLockMinutes: 60,
      });
      const event = await socket.next('/topic/branch');
      expect(event).toMatchObject({
        topic: 'branch',
        action: 'UPDATE',
        data: { branchName: 'TV Norte', locale: 'en_US' },
      });
      expect((await t.app.inject({ url: '/api/branch/config' })).json().locale).toBe('en_US');
    } finally {
      await socket.close();
    }
  });
});
