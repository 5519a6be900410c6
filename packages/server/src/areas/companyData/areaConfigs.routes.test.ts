import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AREA_CONFIG_AREAS, AREA_CONFIG_PATHS, defaultAreaConfig } from '@newsroom/domain';
import { auditLogs } from '../../platform/db/schema';
import { connectStomp } from '../../test/stompClient';
import { createUser, loginCookie } from '../../test/testApp';
import { useTestApp } from '../../test/useTestApp';

let adminCookie: string;
let readerCookie: string;

const { tdb, t } = useTestApp();

beforeAll(async () => {
  adminCookie = await loginCookie(
    t.app,
    (await createUser(tdb.database, { permissions: { admin: 'write' } })).nickname,
  );
  readerCookie = await loginCookie(
    t.app,
    (await createUser(tdb.database, { permissions: { admin: 'read' } })).nickname,
  );
});

async function call(method: 'GET' | 'PUT', url: string, cookie: string | null, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    payload: payload as object | undefined,
    headers: cookie ? { cookie } : {},
  });
}

describe('area configurations', () => {
  it('requires a session', async () => {
    for (const area of AREA_CONFIG_AREAS) {
      const url = `/api/${AREA_CONFIG_PATHS[area]}/config`;
      expect((await call('GET', url, null)).statusCode).toBe(401);
      expect(
        (await call('PUT', url, null, { ...defaultAreaConfig(area), version: 0 })).statusCode,
      ).toBe(401);
    }
  });

  it('answers the defaults at version 0 before anything is saved', async () => {
    for (const area of AREA_CONFIG_AREAS) {
      const response = await call('GET', `/api/${AREA_CONFIG_PATHS[area]}/config`, readerCookie);
      expect(response.json()).toEqual({ ...defaultAreaConfig(area), version: 0 });
    }
  });

  it('refuses a save without ROLE_ADMIN_WRITE, changing nothing', async () => {
    const response = await call('PUT', '/api/rundowns/config', readerCookie, {
      estimatedEnabled: false,
      version: 0,
    });
    expect(response.statusCode).toBe(403);
    expect((await call('GET', '/api/rundowns/config', readerCookie)).json()).toEqual({
      estimatedEnabled: true,
      version: 0,
    });
  });

  it('saves round trip, refuses a stale version with the current configuration, and publishes on settings', async () => {
    const socket = await connectStomp(t.baseUrl, readerCookie, ['/topic/settings']);
    try {
      const first = {
        ...defaultAreaConfig('news_report'),
        cameramanEnabled: false,
        readRates: { '7': 0.06 },
        defaultReadRate: 0.08,
      };
      const saved = await call('PUT', '/api/news_reports/config', adminCookie, {
        ...first,
        version: 0,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toEqual({ ...first, version: 1 });
      expect(
        await socket.next('/topic/settings', (e) => e.entity === 'news_report_config'),
      ).toMatchObject({
        action: 'UPDATE',
        id: 'news_report',
        data: { ...first, version: 1 },
        version: 1,
      });
      expect((await call('GET', '/api/news_reports/config', readerCookie)).json()).toEqual({
        ...first,
        version: 1,
      });

      const second = await call('PUT', '/api/news_reports/config', adminCookie, {
        ...first,
        editorEnabled: false,
        version: 1,
      });
      expect(second.json()).toMatchObject({
        editorEnabled: false,
        cameramanEnabled: false,
        version: 2,
      });

      for (const version of [1, 0]) {
        const stale = await call('PUT', '/api/news_reports/config', adminCookie, {
          ...first,
          vehiclesEnabled: false,
          version,
        });
        expect(stale.statusCode).toBe(409);
        expect(stale.json()).toMatchObject({
          code: 'stale_version',
          details: { current: { editorEnabled: false, vehiclesEnabled: true, version: 2 } },
        });
      }
      expect((await call('GET', '/api/news_reports/config', readerCookie)).json()).toMatchObject({
        vehiclesEnabled: true,
        version: 2,
      });

      const audit = await tdb.database.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.entityType, 'news_report_config'), eq(auditLogs.action, 'UPDATE')));
      expect(audit).toHaveLength(2);
      expect(audit.map((entry) => entry.details)).toContainEqual({
        editorEnabled: { before: true, after: false },
      });
    } finally {
      await socket.close();
    }
  });

  it('fills missing flags with defaults and refuses invalid read rates', async () => {
    const saved = await call('PUT', '/api/assignments/config', adminCookie, {
      lockFinished: true,
      version: 0,
    });
    expect(saved.json()).toEqual({
      ...defaultAreaConfig('assignment'),
      lockFinished: true,
      version: 1,
    });
    for (const readRates of [{ abc: 0.05 }, { '5': 0 }, { '5': 2 }]) {
      const bad = await call('PUT', '/api/stories/config', adminCookie, { readRates, version: 0 });
      expect(bad.statusCode).toBe(400);
    }
    expect((await call('GET', '/api/stories/config', readerCookie)).json()).toEqual({
      ...defaultAreaConfig('story'),
      version: 0,
    });
  });
});
