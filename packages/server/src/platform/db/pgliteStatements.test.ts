import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withStatementCache } from './pgliteStatements';

let raw: PGlite;
let cached: PGlite;
const KEPT = 4;

beforeAll(async () => {
  raw = await PGlite.create();
  await raw.exec(`
    create table items (id int primary key, name text not null, tags text[], data jsonb,
      at timestamptz, ref uuid);
    insert into items values
      (1, 'um', '{a,b}', '{"n": 1}', '2026-11-28T10:00:00Z', 'ad9c5bcb-3ac4-4a39-9a5f-0e2b49b2c0f1'),
      (2, 'dois', null, null, null, null);`);
  cached = withStatementCache(raw, KEPT);
});
afterAll(() => raw.close());

const preparedCount = async (text: string) =>
  (
    await raw.query<{ n: number }>(
      'select count(*)::int as n from pg_prepared_statements where statement = $1',
      [text],
    )
  ).rows[0]!.n;

describe('withStatementCache', () => {
  it('answers what PGlite answers, in both row modes and with value parsers', async () => {
    const text = 'select id, name, tags, data, at, ref from items where id = any($1) order by id';
    for (const options of [
      undefined,
      { rowMode: 'array' as const },
      { rowMode: 'array' as const, parsers: { [types.TIMESTAMPTZ]: (v: string) => v } },
    ]) {
      const expected = await raw.query(text, [[1, 2]], options);
      const got = await cached.query(text, [[1, 2]], options);
      expect(got).toEqual(expected);
    }
    const update = 'update items set data = $1 where id = $2';
    const updated = await cached.query(update, [{ n: 2 }, 1]);
    expect(updated).toEqual({
      rows: [],
      fields: [],
      command: 'UPDATE',
      affectedRows: 1,
      rowCount: 1,
    });
    expect((await cached.query('select data from items where id = 1')).rows).toEqual([
      { data: { n: 2 } },
    ]);
  });

  it('names the columns of an empty answer and parses each call by its own parsers', async () => {
    const text = 'select id, at from items where id = $1';
    expect(await cached.query(text, [3])).toEqual(await raw.query(text, [3]));
    const as = (label: string) => ({ parsers: { [types.TIMESTAMPTZ]: () => label } });
    expect((await cached.query(text, [1], as('first'))).rows).toEqual([{ id: 1, at: 'first' }]);
    expect((await cached.query(text, [1], as('second'))).rows).toEqual([{ id: 1, at: 'second' }]);
    expect((await cached.query<{ at: Date }>(text, [1])).rows[0]!.at).toBeInstanceOf(Date);
  });

  it('parses a statement once and runs it with new values', async () => {
    const text = 'select name from items where id = $1';
    expect((await cached.query(text, [1])).rows).toEqual([{ name: 'um' }]);
    expect((await cached.query(text, [2])).rows).toEqual([{ name: 'dois' }]);
    expect((await cached.query(text, [3])).rows).toEqual([]);
    expect(await preparedCount(text)).toBe(1);
  });

  it('keeps the most recently used statements and prepares a dropped one again', async () => {
    const texts = [1, 2, 3, 4, 5, 6].map((n) => `select ${n} as n, name from items where id = $1`);
    for (const text of texts) await cached.query(text, [1]);
    const held = await raw.query<{ n: number }>(
      "select count(*)::int as n from pg_prepared_statements where name like 'pglite_%'",
    );
    expect(held.rows[0]!.n).toBe(KEPT);
    expect(await preparedCount(texts[0]!)).toBe(0);
    expect((await cached.query(texts[0]!, [2])).rows).toEqual([{ n: 1, name: 'dois' }]);
    expect(await preparedCount(texts[0]!)).toBe(1);
  });

  it('throws PostgreSQL errors with their code and stays usable', async () => {
    const insert = 'insert into items (id, name) values ($1, $2)';
    await expect(cached.query(insert, [1, 'again'])).rejects.toMatchObject({
      code: '23505',
      query: insert,
    });
    await expect(cached.query('select nope from items')).rejects.toMatchObject({ code: '42703' });
    expect((await cached.query('select count(*)::int as n from items')).rows).toEqual([{ n: 2 }]);
  });

  it('runs in the transaction, which a failure rolls back; statements outlive it', async () => {
    const insert = 'insert into items (id, name) values ($1, $2)';
    const count = 'select count(*)::int as n from items where id >= $1';
    const failed = cached.transaction(async (tx) => {
      await tx.query(insert, [10, 'dez']);
      expect((await tx.query(count, [10])).rows).toEqual([{ n: 1 }]);
      await tx.query(insert, [10, 'de novo']);
    });
    await expect(failed).rejects.toMatchObject({ code: '23505' });
    expect((await cached.query(count, [10])).rows).toEqual([{ n: 0 }]);
    // Prepared inside the rolled-back transaction, still there.
    await cached.transaction((tx) => tx.query(insert, [11, 'onze']));
    expect((await cached.query(count, [10])).rows).toEqual([{ n: 1 }]);
  });

  it('keeps a query outside a transaction from running inside it', async () => {
    let inserted!: () => void;
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const tx = cached.transaction(async (t) => {
      await t.query('insert into items (id, name) values (20, $1)', ['vinte']);
      inserted();
      await held;
      await t.rollback();
    });
    await insertedYet;
    const outside = cached.query('select count(*)::int as n from items where id = 20');
    // Give it every chance to run between the transaction's statements.
    await new Promise((resolve) => setImmediate(resolve));
    release();
    await tx;
    // Had it run on the connection inside the transaction, it would count the row rolled back.
    expect((await outside).rows).toEqual([{ n: 0 }]);
  });
});
