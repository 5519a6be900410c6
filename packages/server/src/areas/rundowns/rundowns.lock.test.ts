import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Executor } from '../../platform/db/client';
import { blocks } from '../../platform/db/schema';
import { until } from '../mos/mos.testkit';
import { RUNDOWN_LOCK_CLASS } from './rundowns.locks.repository';
import { rundownsRepository } from './rundowns.repository';
import { EDITOR, firstBlock, useRundownKit } from './rundowns.testkit';

const kit = useRundownKit();
const editor = kit.userForAll({ permissions: EDITOR });

describe('the rundown lock', () => {
  it('is taken on PostgreSQL and not sent on PGlite, which runs one transaction at a time', async () => {
    const rundown = await kit.rundown(editor.cookie);
    const { database } = kit.tdb;
    const held = await database.db.transaction(async (tx) => {
      await rundownsRepository.lockRundown(tx, rundown.id);
      return advisoryLocks(tx, rundown.id, true);
    });
    expect(held).toBe(database.kind === 'pglite' ? 0 : 1);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'taken by the statement opening a tree, is waited for before the tree is read',
    async () => {
      const rundown = await kit.rundown(editor.cookie);
      const block = firstBlock(rundown);
      const rename = (name: string) =>
        kit.call('PATCH', `/api/blocks/${block.id}`, editor.cookie, { field: 'name', value: name });
      // A first mutation leaves its tree kept: one read before the lock would open with it.
      expect((await rename('FIRST')).statusCode).toBe(200);
      const { db } = kit.tdb.database;
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      const holder = db.transaction(async (tx) => {
        await rundownsRepository.lockRundown(tx, rundown.id);
        await tx.update(blocks).set({ hitTime: '21:00:00' }).where(eq(blocks.id, block.id));
        await released;
      });
      await until(
        () => advisoryLocks(db, rundown.id, true),
        (n) => n === 1,
      );
      const renamed = rename('SECOND');
      await until(
        () => advisoryLocks(db, rundown.id, false),
        (n) => n === 1,
      );
      release();
      await holder;
      expect((await renamed).statusCode).toBe(200);
      const loaded = firstBlock(await kit.load(editor.cookie, rundown.id));
      expect(loaded).toMatchObject({ name: 'SECOND', hitTime: '21:00:00' });
    },
  );
});

/** The advisory locks of `rundownId` in this database, granted (or awaited, `granted` false). */
async function advisoryLocks(db: Executor, rundownId: number, granted: boolean): Promise<number> {
  const { rows } = (await db.execute(sql`
    SELECT count(*)::int AS n FROM pg_locks
    WHERE locktype = 'advisory' AND classid = ${RUNDOWN_LOCK_CLASS} AND objid = ${rundownId}
      AND granted = ${granted}
      AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`)) as unknown as {
    rows: { n: number }[];
  };
  return rows[0]!.n;
}
