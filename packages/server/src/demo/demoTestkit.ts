import type { Database } from '../platform/db/client';
import { loginCookie, startTestApp, testClock, type TestApp } from '../test/testApp';
import { createTestDatabase } from '../test/testDatabase';
import { bootstrap } from './bootstrap';
import { appAreas } from '../areas/manifests';
import { DEMO_PASSWORD } from './demoData';

/** The administrator's password the demo tests bootstrap with. */
export const DEMO_ADMIN_PASSWORD = 'admin-password-123';

/** A listening app over its own database, which holds the demo data. */
export interface DemoTestApp extends TestApp {
  database: Database;
}

/**
 * Bootstraps a fresh test database with the demo data as of `now` and starts an app on it at
 * that time; `close` stops the app and drops the database.
 */
export async function startDemoApp(now: Date): Promise<DemoTestApp> {
  const tdb = await createTestDatabase();
  await bootstrap(tdb.database, {
    search: appAreas().search,
    adminPassword: DEMO_ADMIN_PASSWORD,
    demoData: true,
    now,
  });
  const t = await startTestApp(tdb.database, testClock(now));
  return {
    ...t,
    database: tdb.database,
    async close() {
      await t.close();
      await tdb.drop();
    },
  };
}

/** A reader of the demo app's answers as one demo user (their JSON body). */
export function demoReader(t: TestApp) {
  return async <T>(url: string, nickname: string): Promise<T> =>
    (
      await t.app.inject({
        url,
        headers: { cookie: await loginCookie(t.app, nickname, DEMO_PASSWORD) },
      })
    ).json<T>();
}
