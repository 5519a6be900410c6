import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { until } from '../../areas/mos/mos.testkit';
import { createTestDatabase, type TestDatabase } from '../../test/testDatabase';
import { builtOnce, type PlaceholdersOf } from './builtOnce';
import type { Executor } from './client';
import { programs } from './schema';

let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await createTestDatabase();
});
afterAll(() => tdb.drop());

const LOCK_CLASS = 97;

/** The programs named like a pattern, mapped by Drizzle (a time stays text, ids numbers). */
const named = builtOnce('execute_after_programs', (db, p: PlaceholdersOf<{ like: string }>) =>
  db
    .select({ id: programs.id, name: programs.name, start: programs.start, on: programs.enabled })
    .from(programs)
    .where(sql`${programs.name} like ${p.like}`)
    .orderBy(programs.id),
);

/** Renames a program, answering it as `named` does. */
const renamed = builtOnce(
  'execute_after_rename',
  (db, p: PlaceholdersOf<{ id: number; name: string }>) =>
    db
      .update(programs)
      .set({ name: sql`${p.name}` })
      .where(eq(programs.id, p.id))
      .returning({
        id: programs.id,
        name: programs.name,
        start: programs.start,
        on: programs.enabled,
      }),
);

/** The statement taking advisory lock `key` of the test's class, answering the key. */
const lock = (db: Executor, key: number) => ({
  toSQL: () => ({
    sql: 'select $2::int as key, pg_advisory_xact_lock($1, $2)',
    params: [LOCK_CLASS, key],
  }),
});

const insertProgram = (db: Executor, name: string) =>
  db.insert(programs).values({ name, start: '19:00:00', end: '19:45:00' });

describe('executeAfter', () => {
  it('answers the rows the statement alone answers, mapped the same', async () => {
    await insertProgram(tdb.database.db, 'AFTER MAPPED 1');
    await insertProgram(tdb.database.db, 'AFTER MAPPED 2');
    const [alone, { leading, rows: after }] = await tdb.database.db.transaction(async (tx) => [
      await named(tx, { like: 'AFTER MAPPED%' }),
      await named.after(tx, lock(tx, 1), { like: 'AFTER MAPPED%' }),
    ]);
    expect(leading).toEqual([[1, '']]);
    expect(alone).toMatchObject([
      { name: 'AFTER MAPPED 1', start: '19:00:00', on: true },
      { name: 'AFTER MAPPED 2', start: '19:00:00', on: true },
    ]);
    expect(after).toEqual(alone);
  });

  it('runs a statement behind, after the statement, its rows mapped as its own', async () => {
    const [program] = await insertProgram(tdb.database.db, 'BEHIND 1').returning();
    const { rows, behind } = await tdb.database.db.transaction((tx) =>
      named.after(
        tx,
        lock(tx, 4),
        { like: 'BEHIND%' },
        renamed.queued(tx, { id: program!.id, name: 'BEHIND RENAMED' }),
      ),
    );
    expect(rows).toEqual([{ id: program!.id, name: 'BEHIND 1', start: '19:00:00', on: true }]);
    expect(behind).toEqual([
      { id: program!.id, name: 'BEHIND RENAMED', start: '19:00:00', on: true },
    ]);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'sends a statement behind in the same message on PostgreSQL',
    async () => {
      const [program] = await insertProgram(tdb.database.db, 'BEHIND 2').returning();
      const query = vi.spyOn(pg.Client.prototype, 'query');
      try {
        await tdb.database.db.transaction(async (tx) => {
          const warm = renamed.queued(tx, { id: program!.id, name: 'BEHIND 2' });
          await named.after(tx, lock(tx, 5), { like: 'warm%' }, warm); // PREPAREs, once
          query.mockClear();
          const rename = renamed.queued(tx, { id: program!.id, name: 'BEHIND 3' });
          await named.after(tx, lock(tx, 5), { like: 'BEHIND%' }, rename);
        });
        const texts = query.mock.calls.map(([sent]) =>
          typeof sent === 'string' ? sent : (sent as { text: string }).text,
        );
        expect(texts).toHaveLength(2);
        expect(texts[0]).toMatch(
          /^select '5'::int as key, [^;]*;\nEXECUTE [^;]*'BEHIND%'\);\nEXECUTE [^;]*'BEHIND 3'/,
        );
      } finally {
        query.mockRestore();
      }
    },
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'sends both statements in one message on PostgreSQL',
    async () => {
      const query = vi.spyOn(pg.Client.prototype, 'query');
      try {
        await tdb.database.db.transaction(async (tx) => {
          await named(tx, { like: 'warm%' }); // prepares it on this connection first
          await named.after(tx, lock(tx, 2), { like: 'warm%' }); // PREPAREs its own, once
          query.mockClear();
          await named.after(tx, lock(tx, 2), { like: 'AFTER%' });
        });
        const texts = query.mock.calls.map(([sent]) =>
          typeof sent === 'string' ? sent : (sent as { text: string }).text,
        );
        // The message, then the transaction's COMMIT.
        expect(texts).toHaveLength(2);
        expect(texts[0]).toMatch(
          /^select '2'::int as key, pg_advisory_xact_lock\('97', '2'\);\nEXECUTE .*'AFTER%'\)$/,
        );
      } finally {
        query.mockRestore();
      }
    },
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'reads what was committed before its leading lock was granted',
    async () => {
      const { db } = tdb.database;
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      const holder = db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS}, 3)`);
        await insertProgram(tx, 'AFTER HOLDER');
        await released;
      });
      await until(
        () => waiting(db, 0),
        (n) => n === 1,
      );
      const reading = db.transaction((tx) =>
        named.after(tx, lock(tx, 3), { like: 'AFTER HOLDER' }),
      );
      await until(
        () => waiting(db, 1),
        (n) => n === 1,
      );
      release();
      await holder;
      expect((await reading).rows.map((row) => row.name)).toEqual(['AFTER HOLDER']);
    },
  );
});

/** How many of the test's advisory locks of key 3 are held (`granted` 0) or awaited (1). */
async function waiting(db: Executor, awaited: 0 | 1): Promise<number> {
  const { rows } = (await db.execute(sql`
    SELECT count(*)::int AS n FROM pg_locks
    WHERE locktype = 'advisory' AND classid = ${LOCK_CLASS} AND objid = 3
      AND granted = ${awaited === 0}
      AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`)) as unknown as {
    rows: { n: number }[];
  };
  return rows[0]!.n;
}
