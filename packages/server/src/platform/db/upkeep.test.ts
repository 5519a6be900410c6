import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import { createTestDatabase, type TestDatabase } from '../../test/testDatabase';
import { ANALYZE_EVERY_PASSES, databaseUpkeepWorker, upkeep } from './upkeep';

let tdb: TestDatabase;

beforeAll(async () => {
  tdb = await createTestDatabase();
});
afterAll(async () => {
  await tdb.drop();
});

/** Whether each named table was vacuumed and analyzed by a statement (autovacuum aside). */
async function upkeptAt(database: Database, tables: string[]) {
  const { rows } = (await database.db.execute(sql`
    SELECT relname AS table, last_vacuum IS NOT NULL AS vacuumed,
      last_analyze IS NOT NULL AS analyzed
    FROM pg_stat_user_tables WHERE relname IN ${tables} ORDER BY relname`)) as unknown as {
    rows: { table: string; vacuumed: boolean; analyzed: boolean }[];
  };
  return rows;
}

describe('database upkeep', () => {
  it('vacuums every table, and analyzes them when asked', async () => {
    const { database } = tdb;
    const tables = ['blocks', 'rundowns', 'stories'];
    for (const row of await upkeptAt(database, tables)) expect(row.vacuumed).toBe(false);
    await upkeep(database, false);
    const vacuumed = await upkeptAt(database, tables);
    expect(vacuumed.map((row) => row.table)).toEqual(tables);
    for (const row of vacuumed) expect([row.vacuumed, row.analyzed]).toEqual([true, false]);
    await upkeep(database, true);
    for (const row of await upkeptAt(database, tables)) expect(row.analyzed).toBe(true);
  });

  it('analyzes on its first pass and every tenth after on PGlite', async () => {
    const dialect = new PgDialect();
    const vacuums: string[] = [];
    const database = {
      kind: 'pglite',
      db: {
        execute: async (statement: SQL) => {
          const text = dialect.sqlToQuery(statement).sql;
          if (text.startsWith('VACUUM')) vacuums.push(text);
          return { rows: [{ name: 'public.stories' }] };
        },
      },
    } as unknown as Database;
    const worker = databaseUpkeepWorker();
    const context = { database, clock: () => new Date(), secrets: null as never };
    for (let pass = 0; pass <= ANALYZE_EVERY_PASSES; pass++) await worker.run(context);
    expect(vacuums).toHaveLength(ANALYZE_EVERY_PASSES + 1);
    expect(vacuums.filter((text) => text.includes('ANALYZE'))).toEqual([
      'VACUUM (ANALYZE) public.stories',
      'VACUUM (ANALYZE) public.stories',
    ]);
    expect(vacuums[1]).toBe('VACUUM public.stories');
  });

  it('runs on PGlite only: PostgreSQL has its autovacuum', async () => {
    const ran: string[] = [];
    const database = {
      kind: 'postgres',
      db: { execute: (statement: unknown) => ran.push(String(statement)) },
    } as unknown as Database;
    const context = { database, clock: () => new Date(), secrets: null as never };
    await databaseUpkeepWorker().run(context);
    expect(ran).toEqual([]);
  });
});
