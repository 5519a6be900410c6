import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../../test/testDatabase';
import { PGLITE_RANDOM_PAGE_COST } from './client';

let tdb: TestDatabase;

beforeAll(async () => {
  tdb = await createTestDatabase();
});
afterAll(async () => {
  await tdb.drop();
});

describe('PGlite planner settings', () => {
  // PostgreSQL's own setting is its administrator's.
  it.skipIf(process.env.TEST_DATABASE_URL)(
    'costs a page read out of order as one in memory',
    async () => {
      const { rows } = (await tdb.database.db.execute(
        sql`SELECT current_setting('random_page_cost')::float8 AS cost`,
      )) as unknown as { rows: { cost: number }[] };
      expect(Number(rows[0]!.cost)).toBe(PGLITE_RANDOM_PAGE_COST);
    },
  );
});
