import { addDaysToDate, newsroomToday } from '@newsroom/domain';
import { randomBytes } from 'node:crypto';
import { beforeAll } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { Block, Permissions, Rundown, StoryRow } from '@newsroom/domain';
import { programGroups, programs } from '../../platform/db/schema';
import {
  createUser,
  loginCookie,
  testClock,
  type TestApp,
  type TestClock,
} from '../../test/testApp';
import type { TestDatabase } from '../../test/testDatabase';
import { useTestApp } from '../../test/useTestApp';

/** A signed-in user of the rundown tests. */
export interface KitUser {
  id: number;
  nickname: string;
  cookie: string;
}

/** Helpers of the rundown route tests: one app and database per test file. */
export interface RundownKit {
  tdb: TestDatabase;
  t: TestApp;
  /** The app's clock (advance it to move time for the server). */
  clock: TestClock;
  today: string;
  day(offset: number): string;
  call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    cookie: string | null,
    payload?: unknown,
  ): Promise<LightMyRequestResponse>;
  userWith(options?: { permissions?: Permissions; groupIds?: number[] }): Promise<KitUser>;
  /** A user signed in before the file's tests (the object is filled then). */
  userForAll(options?: { permissions?: Permissions; groupIds?: number[] }): KitUser;
  program(options?: { groupIds?: number[] }): Promise<number>;
  /** Creates a rundown (201 expected) with a fresh program unless given. */
  rundown(cookie: string, options?: { programId?: number; date?: string }): Promise<Rundown>;
  load(cookie: string, id: number): Promise<Rundown>;
  addStory(cookie: string, blockId: number, patch?: Record<string, unknown>): Promise<StoryRow>;
  addBlock(cookie: string, rundownId: number): Promise<Block>;
}

export const EDITOR: Permissions = { rundown: 'admin', story: 'admin' };
export const WRITER: Permissions = { rundown: 'write', story: 'write' };
export const READER: Permissions = { rundown: 'read', story: 'read' };

export const unique = (prefix: string) => `${prefix} ${randomBytes(3).toString('hex')}`;

/** The kit of a test file, over an app and database started before its tests (as useTestApp). */
export function useRundownKit(): RundownKit {
  const clock = testClock();
  const { tdb, t, call } = useTestApp({ clock });
  const today = newsroomToday('America/Sao_Paulo', clock.now());
  let dayOffset = 0;
  const kit: RundownKit = {
    tdb,
    t,
    clock,
    today,
    day: (offset) => addDaysToDate(today, offset),
    call,
    async userWith(options = {}) {
      const user = await createUser(tdb.database, {
        permissions: options.permissions ?? EDITOR,
        groupIds: options.groupIds ?? [],
      });
      return {
        id: user.id,
        nickname: user.nickname,
        cookie: await loginCookie(t.app, user.nickname),
      };
    },
    userForAll(options = {}) {
      const user = {} as KitUser;
      beforeAll(async () => {
        Object.assign(user, await kit.userWith(options));
      });
      return user;
    },
    async program(options = {}) {
      const [row] = await tdb.database.db
        .insert(programs)
        .values({ name: unique('Jornal'), start: '12:00:00', end: '13:00:00' })
        .returning();
      for (const groupId of options.groupIds ?? [])
        await tdb.database.db.insert(programGroups).values({ programId: row!.id, groupId });
      return row!.id;
    },
    async rundown(cookie, options = {}) {
      const programId = options.programId ?? (await kit.program());
      const date = options.date ?? kit.day(1 + (dayOffset++ % 5));
      const response = await kit.call('POST', '/api/rundowns', cookie, { date, programId });
      if (response.statusCode !== 201)
        throw new Error(`create rundown: ${response.statusCode} ${response.body}`);
      return response.json<Rundown>();
    },
    async load(cookie, id) {
      const response = await kit.call('GET', `/api/rundowns/${id}`, cookie);
      if (response.statusCode !== 200)
        throw new Error(`load rundown: ${response.statusCode} ${response.body}`);
      return response.json<Rundown>();
    },
    async addStory(cookie, blockId, patch = {}) {
      const response = await kit.call('POST', `/api/blocks/${blockId}/stories`, cookie);
      if (response.statusCode !== 201)
        throw new Error(`create story: ${response.statusCode} ${response.body}`);
      let story = response.json<StoryRow>();
      for (const [field, value] of Object.entries(patch)) {
        const patched = await kit.call('PATCH', `/api/stories/${story.id}`, cookie, {
          field,
          value,
        });
        if (patched.statusCode !== 200)
          throw new Error(`patch story ${field}: ${patched.statusCode} ${patched.body}`);
        story = patched.json<StoryRow>();
      }
      return story;
    },
    async addBlock(cookie, rundownId) {
      const response = await kit.call('POST', `/api/rundowns/${rundownId}/blocks`, cookie);
      if (response.statusCode !== 201)
        throw new Error(`create block: ${response.statusCode} ${response.body}`);
      return response.json<Block>();
    },
  };
  return kit;
}

/** Story ids per block, in running order. */
export function layout(rundown: Rundown): number[][] {
  return rundown.blocks.map((b) => b.stories.map((s) => s.id));
}

/** Every block numbered 0..n-1 without gaps. */
export function indexesAreDense(rundown: Rundown): boolean {
  return (
    rundown.blocks.every((b) => b.stories.every((s, i) => s.index === i)) &&
    rundown.blocks.every((b, i) => b.index === i)
  );
}

/** The first block of a rundown. */
export const firstBlock = (r: Rundown) => r.blocks[0]!;
/** The Standby block (always last). */
export const standby = (r: Rundown) => r.blocks.at(-1)!;
