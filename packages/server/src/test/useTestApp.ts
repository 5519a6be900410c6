import { afterAll, beforeAll } from 'vitest';
import type { AreaRegistry } from '../platform/areas/manifest';
import { injectAs, type TestCall } from './injectAs';
import {
  createUser,
  loginCookie,
  startTestApp,
  testClock,
  type TestApp,
  type TestClock,
} from './testApp';
import { createTestDatabase, type TestDatabase } from './testDatabase';

/** A signed-in user of a test: the row and the session's `Cookie` header. */
export type SignedIn = Awaited<ReturnType<typeof createUser>> & { cookie: string };

/** What a test file shares; `tdb` and `t` are usable from the first `beforeAll` after the call on. */
export interface TestSuite {
  tdb: TestDatabase;
  t: TestApp;
  /** One request as the session of `cookie` (none: anonymous). */
  call: TestCall;
  /** A new user (with these options) signed in. */
  signIn(options?: Parameters<typeof createUser>[1]): Promise<SignedIn>;
}

/**
 * One database and one app for a whole test file, started before its tests (in a `beforeAll`
 * registered by this call, so the file's own `beforeAll`s run after it) and closed after them.
 */
export function useTestApp(
  options: {
    clock?: TestClock;
    env?: Record<string, string>;
    areas?: AreaRegistry;
    /** Runs on the new database (`tdb`) before the app starts. */
    seed?: () => Promise<void>;
  } = {},
): TestSuite {
  let database: TestDatabase | null = null;
  let app: TestApp | null = null;
  const started = <T>(value: T | null): T => {
    if (!value) throw new Error('the test app starts in beforeAll');
    return value;
  };
  beforeAll(async () => {
    database = await createTestDatabase();
    await options.seed?.();
    app = await startTestApp(
      database.database,
      options.clock ?? testClock(),
      options.env,
      options.areas,
    );
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });
  // Late-bound views, so a file can keep `tdb.database` and `t.app` as plain names.
  const tdb: TestDatabase = {
    get database() {
      return started(database).database;
    },
    get url() {
      return started(database).url;
    },
    drop: () => started(database).drop(),
  };
  const t: TestApp = {
    get app() {
      return started(app).app;
    },
    get baseUrl() {
      return started(app).baseUrl;
    },
    close: () => started(app).close(),
  };
  return {
    tdb,
    t,
    call: (method, url, cookie, payload) => injectAs(t.app, method, url, cookie, payload),
    async signIn(userOptions = {}) {
      const user = await createUser(tdb.database, userOptions);
      return { ...user, cookie: await loginCookie(t.app, user.nickname) };
    },
  };
}
