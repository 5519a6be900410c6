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
import { builtOnce, type PlaceholdersOf } from './builtOnce';
import { commitWith } from './commitWith';
import type { RenderedStatement } from './inlined';

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

/** A statement built once: named, prepared by the driver on each connection. */
const named = builtOnce('idle_aware_named', (db, p: PlaceholdersOf<{ name: string }>) =>
  db
    .select({ name: sql<string>`${p.name}::text`, at: sql<string>`'2026-11-29'::date` })
    .from(sql`(values (1)) v`),
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

  it('writes the first statement out behind BEGIN, its bound values as the driver sends them', async () => {
    const at = new Date(Date.UTC(2026, 10, 29, 18, 40, 5, 120));
    const probe = sql`SELECT ${at}::timestamp AS local, ${at}::timestamptz AS instant,
      ${sql.param([1, null, 3])}::int[] AS ids, ${{ a: "it's" }}::jsonb AS doc, ${true}::boolean AS yes`;
    const alone = await tdb.database.db.execute(probe);
    sent.mockClear();
    const inside = await tdb.database.db.transaction((tx) => tx.execute(probe));
    expect(texts()).toHaveLength(2);
    expect(texts()[0]).toMatch(/^begin;\nSELECT '.+'::timestamp AS local/);
    expect((inside as unknown as { rows: unknown[] }).rows).toEqual(
      (alone as unknown as { rows: unknown[] }).rows,
    );
  });

  it('runs a named first statement as EXECUTE of its prepared statement, prepared once', async () => {
    const first = () =>
      tdb.database.db.transaction((tx) => named(tx, { name: 'idle aware named' }));
    const alone = await named(tdb.database.db, { name: 'idle aware named' });
    sent.mockClear();
    expect(await first()).toEqual(alone);
    expect(await first()).toEqual(alone);
    const messages = texts().filter((text) => text !== 'commit');
    // Prepared on its connection in a message of its own, once; then executed behind BEGIN.
    expect(
      messages.filter((text) =>
        /^begin;\nEXECUTE "inlined_idle_aware_named"\('idle aware named'\)$/.test(text),
      ),
    ).toHaveLength(2);
    expect(
      messages.filter((text) => /^PREPARE "inlined_idle_aware_named" AS /.test(text)).length,
    ).toBeLessThanOrEqual(1);
  });

  it('leaves bound what a message cannot carry, and the server refuses it as before', async () => {
    const refused = (value: unknown) =>
      tdb.database.db.transaction((tx) =>
        tx.execute(sql`SELECT ${sql.param(value)}::int AS n, ${'x'}::text AS x`),
      );
    // A NUL character would end the message's text: it stays a bound value (SQLSTATE 22021).
    await expect(
      tdb.database.db.transaction((tx) => tx.execute(sql`SELECT ${'nul\u0000byte'}::text`)),
    ).rejects.toMatchObject({ cause: { code: '22021' } });
    expect(texts()).toContain('begin');
    // A value out of range fails its statement alike, twice (its statement was not left half-made).
    await expect(refused(2_147_483_648)).rejects.toMatchObject({ cause: { code: '22003' } });
    await expect(refused(2_147_483_648)).rejects.toMatchObject({ cause: { code: '22003' } });
    expect(await refused(7)).toMatchObject({ rows: [{ n: 7, x: 'x' }] });
  });

  it('sends BEGIN on its own before a first statement with a binary value', async () => {
    const answer = await tdb.database.db.transaction((tx) =>
      tx.execute(sql`SELECT length(${Buffer.from([1, 2, 3])}::bytea) AS n`),
    );
    expect(texts()).toEqual(['begin', 'SELECT length($1::bytea) AS n', 'commit']);
    expect((answer as unknown as { rows: unknown[] }).rows).toEqual([{ n: 3 }]);
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
