import { afterAll, beforeAll } from 'vitest';
import { openPostgres, type Database } from '../platform/db/client';
import { startTestApp, testClock, type TestApp, type TestClock } from './testApp';
import { createTestDatabase, type TestDatabase } from './testDatabase';

/** Two app instances on one database, as two machines of one newsroom. */
export interface TwoInstances {
  tdb: TestDatabase;
  one: TestApp;
  two: TestApp;
}

const lateBound = (get: () => TestApp): TestApp => ({
  get app() {
    return get().app;
  },
  get baseUrl() {
    return get().baseUrl;
  },
  close: () => get().close(),
});

/**
 * One database and two instances for a whole test file, started in a `beforeAll` registered by
 * this call (usable from the file's own `beforeAll`s on) and closed after its tests. On
 * PostgreSQL the second instance has its own pool and LISTEN connection, so events, claims and
 * caches cross between them as between machines; PGlite has one handle, which both share.
 */
export function useTwoInstances(clock: TestClock = testClock()): TwoInstances {
  let database: TestDatabase | null = null;
  let second: Database | null = null;
  let apps: [TestApp, TestApp] | null = null;
  const started = () => {
    if (!database || !apps) throw new Error('the instances start in beforeAll');
    return { database, apps };
  };
  beforeAll(async () => {
    database = await createTestDatabase();
    second = database.url ? await openPostgres(database.url) : database.database;
    apps = [await startTestApp(database.database, clock), await startTestApp(second, clock)];
  });
  afterAll(async () => {
    for (const app of apps ?? []) await app.close();
    if (second && second !== database?.database) await second.close();
    await database?.drop();
  });
  return {
    tdb: {
      get database() {
        return started().database.database;
      },
      get url() {
        return started().database.url;
      },
      drop: () => started().database.drop(),
    },
    one: lateBound(() => started().apps[0]),
    two: lateBound(() => started().apps[1]),
  };
}
