import { sql } from 'drizzle-orm';
import pg from 'pg';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/testDatabase';
import { commitWith, type RenderedStatement } from './commitWith';

let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await createTestDatabase();
  await tdb.database.db.execute(sql`CREATE TABLE IF NOT EXISTS idle_aware (name text)`);
});
afterAll(() => tdb.drop());

let sent: MockInstance<pg.Client['query']>;
beforeEach(() => {
  sent = vi.spyOn(pg.Client.prototype, 'query');
});
afterEach(() => sent.mockRestore());

/** The texts the driver sent since the last test. */
const texts = () =>
  sent.mock.calls.map(([config]) =>
    typeof config === 'string' ? config : (config as { text: string }).text,
  );

const insert = (name: string): RenderedStatement => ({
  toSQL: () => ({ sql: 'INSERT INTO idle_aware (name) VALUES ($1)', params: [name] }),
});

const stored = async (name: string) => {
  const { rows } = (await tdb.database.db.execute(
    sql`SELECT count(*)::int AS n FROM idle_aware WHERE name = ${name}`,
  )) as unknown as { rows: { n: number }[] };
  return rows[0]!.n;
};

describe.skipIf(!process.env.TEST_DATABASE_URL)('a pool connection on PostgreSQL', () => {
  it('sends BEGIN with the first statement, and no COMMIT after one that carried its own', async () => {
    await tdb.database.db.transaction((tx) => commitWith(tx, insert('carried')));
    expect(texts()).toEqual(["begin;\nINSERT INTO idle_aware (name) VALUES ('carried');\ncommit"]);
    expect(await stored('carried')).toBe(1);
  });

  it('still commits a transaction that did not', async () => {
    await tdb.database.db.transaction((tx) =>
      tx.execute(sql`INSERT INTO idle_aware (name) VALUES ('own commit')`),
    );
    expect(texts()).toEqual([
      "begin;\nINSERT INTO idle_aware (name) VALUES ('own commit')",
      'commit',
    ]);
    expect(await stored('own commit')).toBe(1);
  });

  it('sends BEGIN on its own before a first statement with bound values', async () => {
    const answer = await tdb.database.db.transaction((tx) =>
      tx.execute(sql`INSERT INTO idle_aware (name) VALUES (${'bound'}) RETURNING name`),
    );
    expect(texts()).toEqual([
      'begin',
      'INSERT INTO idle_aware (name) VALUES ($1) RETURNING name',
      'commit',
    ]);
    expect((answer as unknown as { rows: { name: string }[] }).rows).toEqual([{ name: 'bound' }]);
    expect(await stored('bound')).toBe(1);
  });

  it('answers the first statement as sent alone, and sends nothing for an empty transaction', async () => {
    const answer = await tdb.database.db.transaction((tx) =>
      tx.execute(sql`SELECT 1 AS one, 'two' AS two`),
    );
    expect((answer as unknown as { rows: unknown[] }).rows).toEqual([{ one: 1, two: 'two' }]);
    sent.mockClear();
    await tdb.database.db.transaction(async () => {});
    expect(texts()).toEqual([]);
  });

  it('still rolls back a transaction whose statement failed', async () => {
    await expect(
      tdb.database.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO idle_aware (name) VALUES ('rolled back')`);
        await commitWith(tx, {
          toSQL: () => ({ sql: 'SELECT 1 / $1::int', params: [0] }),
        });
      }),
    ).rejects.toMatchObject({ cause: { message: 'division by zero' } });
    expect(texts().at(-1)).toBe('rollback');
    expect(await stored('rolled back')).toBe(0);
  });

  it('refuses a statement after the one that committed, which would run outside it', async () => {
    await expect(
      tdb.database.db.transaction(async (tx) => {
        await commitWith(tx, insert('committed first'));
        await tx.execute(sql`INSERT INTO idle_aware (name) VALUES ('after it')`);
      }),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/after its transaction/) } });
    expect(await stored('committed first')).toBe(1);
    expect(await stored('after it')).toBe(0);
    // The connection goes back to the pool in no transaction, and serves the next one.
    await tdb.database.db.transaction((tx) => commitWith(tx, insert('next')));
    expect(await stored('next')).toBe(1);
  });
});
