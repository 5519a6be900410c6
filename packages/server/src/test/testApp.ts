import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Permissions } from '@newsroom/domain';
import { buildApp } from '../app';
import { DEVICE_SETTING_VARIABLES, loadConfig } from '../config';
import type { AreaRegistry } from '../platform/areas/manifest';
import type { Database } from '../platform/db/client';
import { groupMembers, groups, users } from '../platform/db/schema';
import { hashPassword } from '../platform/auth/passwords';
import { VERIFY_KEPT_TREES, verifyKeptTrees } from './keptTrees';

/** A clock tests can move. */
export interface TestClock {
  now(): Date;
  advance(ms: number): void;
}

/** A clock starting at the real time. */
export function testClock(start = new Date()): TestClock {
  let at = start.getTime();
  return { now: () => new Date(at), advance: (ms) => void (at += ms) };
}

/** A listening app on loopback over a test database. */
export interface TestApp {
  app: FastifyInstance;
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * Builds and starts an app instance on 127.0.0.1 with an ephemeral port; `env` adds settings,
 * `areas` replaces every area's hooks (e.g. with a test's own usage counter).
 */
export async function startTestApp(
  database: Database,
  clock: TestClock,
  env: Record<string, string> = {},
  areas?: AreaRegistry,
): Promise<TestApp> {
  // Uploaded files go to a fresh temporary folder, never into the working tree.
  const filesDir = path.join(os.tmpdir(), `nrcs-test-files-${randomBytes(6).toString('hex')}`);
  // Device settings (MOS ports, timeouts) come from process.env, so a test sets them before starting.
  const deviceEnv = Object.fromEntries(
    DEVICE_SETTING_VARIABLES.map((name) => [name, process.env[name]]),
  );
  const config = {
    ...loadConfig({
      ...deviceEnv,
      // A key of the tests', so no key file is written into the working tree.
      SECRET_KEY: 'test-installation-key',
      ...env,
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
      FILES_DIR: filesDir,
    }),
    port: 0,
    host: '127.0.0.1',
  };
  const app = await buildApp({ config, database, clock: clock.now, version: '9.9.9-test', areas });
  // The server's test runs compare every kept tree with the database; benchmarks do not.
  if (process.env[VERIFY_KEPT_TREES] === '1') verifyKeptTrees(app.platform.database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    baseUrl: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}

/** Password of users made by `createUser`. */
export const TEST_PASSWORD = 'correct-horse-battery';
let hashed: Promise<string> | null = null;

/** Creates a user with the given permissions; unique nickname unless given. */
export async function createUser(
  database: Database,
  options: {
    nickname?: string;
    permissions?: Permissions;
    isRoot?: boolean;
    groupIds?: number[];
    mustReset?: boolean;
    expirationDays?: number;
  } = {},
) {
  hashed ??= hashPassword(TEST_PASSWORD);
  const nickname = options.nickname ?? `user_${randomBytes(4).toString('hex')}`;
  const [user] = await database.db
    .insert(users)
    .values({
      name: `Test ${nickname}`,
      nickname,
      email: `${nickname}@test.newsroom`,
      passwordHash: await hashed,
      passwordChangedAt: options.mustReset ? null : new Date(Date.now() - 1000),
      expirationDays: options.expirationDays ?? 0,
      isRoot: options.isRoot ?? false,
      permissions: options.permissions ?? {},
    })
    .returning();
  for (const groupId of options.groupIds ?? []) {
    await database.db.insert(groupMembers).values({ groupId, userId: user!.id, role: 'user' });
  }
  return user!;
}

/** Creates a group. */
export async function createGroup(
  database: Database,
  name = `group_${randomBytes(4).toString('hex')}`,
) {
  const [group] = await database.db.insert(groups).values({ name }).returning();
  return group!;
}

/** Logs in over HTTP and returns the `Cookie` header value. */
export async function loginCookie(
  app: FastifyInstance,
  nickname: string,
  password = TEST_PASSWORD,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/authentication',
    payload: { username: nickname, password },
  });
  if (response.statusCode !== 200) throw new Error(`login of ${nickname} failed: ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === 'nrcs_session');
  return `nrcs_session=${cookie!.value}`;
}
