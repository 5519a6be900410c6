import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import os from 'node:os';
import { openPostgres, type Database } from '../db/client';
import { createFolderStorage } from '../storage/fileStorage';
import { createTestDatabase, type TestDatabase } from '../../test/testDatabase';
import {
  cancelTasks,
  LATE_AFTER_MS,
  pendingTasks,
  runDueTasks,
  scheduleTask,
  type DueTask,
  type TaskHandler,
} from './tasks';

const at = (iso: string) => new Date(iso);
/** These handlers use no storage. */
const context = { storage: createFolderStorage(os.tmpdir()) };
let tdb: TestDatabase;
let second: Database | null = null;
/** What the handlers saw, in order. */
const seen: DueTask[] = [];
let failNext = false;

const handlers = new Map<string, TaskHandler>([
  [
    'test.record',
    async (_tx, task) => {
      if (failNext) {
        failNext = false;
        throw new Error('device unreachable');
      }
      seen.push(task);
    },
  ],
]);

beforeAll(async () => {
  tdb = await createTestDatabase();
  // A second server instance on the same PostgreSQL (PGlite has only one).
  if (tdb.url) second = await openPostgres(tdb.url);
});
afterAll(async () => {
  await second?.close();
  await tdb.drop();
});

const schedule = (key: string, runAt: string, payload: unknown = {}) =>
  tdb.database.db.transaction((tx) =>
    scheduleTask(tx, { kind: 'test.record', key, runAt: at(runAt), payload }),
  );
const keysSeen = (prefix: string) => seen.filter((t) => t.key.startsWith(prefix)).map((t) => t.key);

describe('durable tasks', () => {
  it('runs a task once when due, not before, and forgets it after', async () => {
    await schedule('a:1', '2026-03-01T12:00:00Z', { eventId: 7 });
    expect(
      (await runDueTasks(tdb.database, handlers, at('2026-03-01T11:59:59Z'), context)).ran,
    ).toEqual([]);
    const pass = await runDueTasks(tdb.database, handlers, at('2026-03-01T12:00:05Z'), context);
    expect(pass.ran).toEqual(['a:1']);
    expect(seen.at(-1)).toMatchObject({ key: 'a:1', payload: { eventId: 7 }, late: false });
    expect(
      (await runDueTasks(tdb.database, handlers, at('2026-03-01T13:00:00Z'), context)).ran,
    ).toEqual([]);
    expect(await pendingTasks(tdb.database.db, 'a:')).toEqual([]);
  });

  it('moves a task scheduled again under its key, and cancels by key prefix', async () => {
    await schedule('b:1', '2026-03-02T10:00:00Z');
    await schedule('b:1', '2026-03-02T11:00:00Z');
    await schedule('b:2', '2026-03-02T10:00:00Z');
    await schedule('bb:1', '2026-03-02T10:00:00Z');
    expect((await pendingTasks(tdb.database.db, 'b:')).map((t) => t.key)).toEqual(['b:2', 'b:1']);
    await tdb.database.db.transaction((tx) => cancelTasks(tx, 'b:'));
    expect(await pendingTasks(tdb.database.db, 'b:')).toEqual([]);
    await runDueTasks(tdb.database, handlers, at('2026-03-02T12:00:00Z'), context);
    // Only the other prefix ran ("b:" is not a prefix of "bb:").
    expect(keysSeen('b')).toEqual(['bb:1']);
  });

  it('marks a task found long after its time (server down) late, and runs it once', async () => {
    await schedule('c:1', '2026-03-03T08:00:00Z');
    const later = new Date(at('2026-03-03T08:00:00Z').getTime() + LATE_AFTER_MS + 1000);
    expect((await runDueTasks(tdb.database, handlers, later, context)).ran).toEqual(['c:1']);
    expect(seen.at(-1)).toMatchObject({ key: 'c:1', late: true });
    expect((await runDueTasks(tdb.database, handlers, later, context)).ran).toEqual([]);
  });

  it('retries a failed task later, with its work rolled back', async () => {
    await schedule('d:1', '2026-03-04T08:00:00Z');
    failNext = true;
    const pass = await runDueTasks(tdb.database, handlers, at('2026-03-04T08:00:00Z'), context);
    expect(pass).toEqual({ ran: [], failed: ['d:1'] });
    const [waiting] = await pendingTasks(tdb.database.db, 'd:');
    expect(waiting!.runAt.getTime()).toBeGreaterThan(at('2026-03-04T08:00:00Z').getTime());
    expect(
      (await runDueTasks(tdb.database, handlers, at('2026-03-04T09:00:00Z'), context)).ran,
    ).toEqual(['d:1']);
    expect(keysSeen('d:')).toEqual(['d:1']);
  });

  it('drops a task of a kind no area handles', async () => {
    await tdb.database.db.transaction((tx) =>
      scheduleTask(tx, { kind: 'gone.area', key: 'e:1', runAt: at('2026-03-05T08:00:00Z') }),
    );
    const pass = await runDueTasks(tdb.database, handlers, at('2026-03-05T08:00:00Z'), context);
    expect(pass.failed).toEqual(['e:1']);
    expect(await pendingTasks(tdb.database.db, 'e:')).toEqual([]);
  });

  it('runs each task exactly once when two instances pass at the same time', async () => {
    const keys = Array.from({ length: 20 }, (_, i) => `f:${String(i).padStart(2, '0')}`);
    for (const key of keys) await schedule(key, '2026-03-06T08:00:00Z');
    const now = at('2026-03-06T08:00:00Z');
    const passes = await Promise.all([
      runDueTasks(tdb.database, handlers, now, context),
      runDueTasks(second ?? tdb.database, handlers, now, context),
    ]);
    expect(passes.flatMap((p) => p.ran).sort()).toEqual(keys);
    expect(keysSeen('f:').sort()).toEqual(keys);
  });
});
