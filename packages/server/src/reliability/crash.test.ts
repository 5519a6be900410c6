import { addDaysToDate, newsroomToday } from '@newsroom/domain';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { Rundown, StoryRow } from '@newsroom/domain';
import {
  call,
  CHILD_ADMIN_PASSWORD,
  childLogin,
  startChild,
  type ChildData,
  type ChildServer,
} from './builtServer';

/**
 * Crash: the built server is killed with SIGKILL in the middle of a stream of writes (stories
 * created in two rundowns, their slugs patched, moved across the rundowns). After a restart on
 * the same data every write whose 2xx answer arrived before the kill is there, a write cut short
 * is either there or not (never half), and every rundown's blocks and stories are numbered
 * 0..n-1 with each story exactly once. On PGlite (data folder on disk) in the PGlite suite; on
 * PostgreSQL when TEST_DATABASE_URL is set (a fresh database for the child).
 */

/** Concurrent writers; each runs create → patch slug → move, one request at a time. */
const WRITERS = 3;
/** Acknowledged writes before the kill (the others keep writing while it lands). */
const ACKS_BEFORE_KILL = 36;

interface Tracked {
  id: number;
  /** Slugs the story may have: the last acknowledged one, plus one in flight at the kill. */
  slugs: Set<string>;
  /** Blocks the story may be in, likewise. */
  blocks: Set<number>;
}

async function firstBlocks(
  child: ChildServer,
  cookie: string,
): Promise<{ rundowns: number[]; blocks: number[] }> {
  const program = await call<{ id: number }>(child.baseUrl, cookie, 'POST', '/api/programs', {
    name: `Crash ${randomBytes(3).toString('hex')}`,
    start: '12:00:00',
    end: '13:00:00',
  });
  expect(program.status, JSON.stringify(program.body)).toBe(201);
  const today = newsroomToday('America/Sao_Paulo', new Date());
  const rundowns: number[] = [];
  const blocks: number[] = [];
  for (const offset of [1, 2]) {
    const created = await call<Rundown>(child.baseUrl, cookie, 'POST', '/api/rundowns', {
      date: addDaysToDate(today, offset),
      programId: program.body.id,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    rundowns.push(created.body.id);
    blocks.push(created.body.blocks[0]!.id);
  }
  return { rundowns, blocks };
}

/**
 * Runs the writers until the kill: answers the stories whose creation was acknowledged and
 * the number of acknowledged writes.
 */
async function writeUntilKilled(child: ChildServer, cookie: string, blocks: number[]) {
  const tracked = new Map<number, Tracked>();
  let acks = 0;
  let killing: Promise<void> | null = null;
  const acknowledged = () => {
    acks++;
    if (acks === ACKS_BEFORE_KILL) killing = child.kill9();
  };
  /** A request whose failure (connection cut by the kill) ends the writer. */
  const send = async <T>(method: string, url: string, body?: unknown) => {
    try {
      return await call<T>(child.baseUrl, cookie, method, url, body);
    } catch {
      return null;
    }
  };

  const writer = async (w: number) => {
    for (let n = 0; ; n++) {
      const home = blocks[(w + n) % 2]!;
      const away = blocks[(w + n + 1) % 2]!;
      const created = await send<StoryRow>('POST', `/api/blocks/${home}/stories`);
      if (!created) return;
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const story: Tracked = {
        id: created.body.id,
        slugs: new Set([created.body.slug]),
        blocks: new Set([home]),
      };
      tracked.set(story.id, story);
      acknowledged();

      const slug = `W${w} N${n}`;
      story.slugs.add(slug);
      const patched = await send<StoryRow>('PATCH', `/api/stories/${story.id}`, {
        field: 'slug',
        value: slug,
      });
      if (!patched) return;
      expect(patched.status, JSON.stringify(patched.body)).toBe(200);
      story.slugs = new Set([patched.body.slug]);
      acknowledged();

      story.blocks.add(away);
      const moved = await send<Rundown[]>('POST', '/api/stories/move', {
        targetBlockId: away,
        storiesIds: [story.id],
        targetStoryId: null,
      });
      if (!moved) return;
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      story.blocks = new Set([away]);
      acknowledged();
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
  await killing;
  return { tracked, acks };
}

async function crashAndCheck(data: ChildData): Promise<void> {
  let child = await startChild(data);
  try {
    const cookie = await childLogin(child.baseUrl, 'admin', CHILD_ADMIN_PASSWORD);
    const { rundowns, blocks } = await firstBlocks(child, cookie);
    const { tracked, acks } = await writeUntilKilled(child, cookie, blocks);
    expect(acks).toBeGreaterThanOrEqual(ACKS_BEFORE_KILL);
    expect(child.process.signalCode).toBe('SIGKILL');

    child = await startChild(data);
    const again = await childLogin(child.baseUrl, 'admin', CHILD_ADMIN_PASSWORD);
    const seen = new Map<number, number>();
    for (const id of rundowns) {
      const loaded = await call<Rundown>(child.baseUrl, again, 'GET', `/api/rundowns/${id}`);
      expect(loaded.status).toBe(200);
      loaded.body.blocks.forEach((block, b) => {
        expect(block.index, `rundown ${id} block order`).toBe(b);
        block.stories.forEach((story, s) => {
          expect(story.index, `block ${block.id} story order`).toBe(s);
          expect(seen.has(story.id), `story ${story.id} twice`).toBe(false);
          seen.set(story.id, block.id);
        });
      });
    }
    for (const story of tracked.values()) {
      expect(seen.has(story.id), `acknowledged story ${story.id} lost`).toBe(true);
      expect([...story.blocks], `story ${story.id} place`).toContain(seen.get(story.id));
      const stored = await call<{ slug: string }>(
        child.baseUrl,
        again,
        'GET',
        `/api/stories/${story.id}`,
      );
      expect(stored.status).toBe(200);
      expect([...story.slugs], `story ${story.id} slug`).toContain(stored.body.slug);
    }
  } catch (error) {
    throw new Error(`${(error as Error).message}\n--- server output ---\n${child.output()}`, {
      cause: error,
    });
  } finally {
    await child.stop();
  }
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

describe('kill -9 in the middle of acknowledged writes', () => {
  // Each engine in its own suite (as createTestDatabase): PGlite without TEST_DATABASE_URL.
  it.runIf(!process.env.TEST_DATABASE_URL)(
    'PGlite on disk keeps every acknowledged write and dense orders',
    async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nrcs-crash-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      await crashAndCheck({ dataDir, databaseUrl: null });
    },
    240_000,
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    'PostgreSQL keeps every acknowledged write and dense orders',
    async () => {
      const adminUrl = process.env.TEST_DATABASE_URL!;
      const name = `nrcs_crash_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      cleanups.push(async () => {
        const cleanup = new pg.Client({ connectionString: adminUrl });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      });
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nrcs-crash-pg-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      await crashAndCheck({ dataDir, databaseUrl: url.toString() });
    },
    240_000,
  );
});
