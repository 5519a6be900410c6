import type { Database } from '../platform/db/client';
import { loginCookie, testClock, type TestApp } from '../test/testApp';
import { useTestApp, type TestSuite } from '../test/useTestApp';
import { bootstrap } from './bootstrap';
import { appAreas } from '../areas/manifests';
import { DEMO_PASSWORD } from './demoData';

/** The administrator's password the demo tests bootstrap with. */
export const DEMO_ADMIN_PASSWORD = 'admin-password-123';

/** Bootstraps a database with the demo data as of `now`. */
export async function bootstrapDemo(database: Database, now: Date): Promise<void> {
  await bootstrap(database, {
    search: appAreas().search,
    adminPassword: DEMO_ADMIN_PASSWORD,
    demoData: true,
    now,
  });
}

/**
 * A test file's app over a fresh database holding the demo data as of `now`, running at that
 * time; `before` runs on the empty database (`tdb`) before the bootstrap.
 */
export function useDemoApp(now: Date, before?: () => Promise<void>): TestSuite {
  const suite: TestSuite = useTestApp({
    clock: testClock(now),
    async seed() {
      await before?.();
      await bootstrapDemo(suite.tdb.database, now);
    },
  });
  return suite;
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
