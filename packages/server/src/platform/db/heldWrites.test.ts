import { eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/testDatabase';
import { heldStatement, runWrites, type HeldWrite, type StatementTail } from './heldWrites';
import { settings } from './schema';

let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await createTestDatabase();
  await tdb.database.db.delete(settings).where(like(settings.key, 'hw_%'));
});
afterAll(() => tdb.drop());

/** A held insert of one settings row; `built` counts its builds. */
function setting(key: string, value: unknown, built: { n: number }): HeldWrite {
  return {
    name: key,
    shape: 'test_setting',
    values: { key, value },
    build: (db, p) => {
      built.n++;
      return db
        .insert(settings)
        .values({ key: p('key'), value: p('value') })
        .returning({ key: settings.key });
    },
  };
}

/** A tail reading back the key of the write at `at`. */
const keyOf = (at: number, prefix: string): StatementTail<{ key: string }> => ({
  shape: `test_key_of_${at}`,
  values: { prefix },
  build: (db, p, { ctes, aliases }) =>
    db
      .with(...ctes)
      .select({
        key: sql<string>`${p('prefix')} || (select key from ${sql.identifier(aliases[at]!)})`,
      })
      .from(ctes[0]!),
});

const stored = async (keys: string[]) =>
  (
    await tdb.database.db
      .select({ key: settings.key, value: settings.value })
      .from(settings)
      .where(inArray(settings.key, keys))
      .orderBy(settings.key)
  ).map((row) => [row.key, row.value]);

describe('heldStatement', () => {
  it('builds a shape once, runs each call with its own values, and tails read a write by position', async () => {
    const built = { n: 0 };
    const { db } = tdb.database;
    const first = heldStatement(
      db,
      [setting('hw_a1', { n: 1 }, built), setting('hw_b1', 2, built)],
      keyOf(1, '>'),
    );
    expect(await first.execute()).toEqual([{ key: '>hw_b1' }]);
    const second = heldStatement(
      db,
      [setting('hw_a2', [3], built), setting('hw_b2', 'four', built)],
      keyOf(0, '<'),
    );
    expect(await second.execute()).toEqual([{ key: '<hw_a2' }]);
    const again = heldStatement(
      db,
      [setting('hw_a3', null, built), setting('hw_b3', true, built)],
      keyOf(1, '='),
    );
    expect(await again.execute()).toEqual([{ key: '=hw_b3' }]);
    // Two shapes (the tails differ), each built once for its two writes.
    expect(built.n).toBe(4);
    expect(await stored(['hw_a1', 'hw_b1', 'hw_a2', 'hw_b2', 'hw_a3', 'hw_b3'])).toEqual([
      ['hw_a1', { n: 1 }],
      ['hw_a2', [3]],
      ['hw_a3', null],
      ['hw_b1', 2],
      ['hw_b2', 'four'],
      ['hw_b3', true],
    ]);
    // Its text with the values filled in, as `commitWith` inlines them.
    const { sql: text, params } = again.toSQL();
    expect(text).toContain('"held_1"');
    expect(params).toEqual(['hw_a3', 'null', 'hw_b3', 'true', '=']);
  });

  it('builds a write of no shape, or too many writes, on every call', async () => {
    const built = { n: 0 };
    const unshaped = (key: string): HeldWrite => ({ ...setting(key, 1, built), shape: null });
    await runWrites(tdb.database.db, [unshaped('hw_c1')]);
    await runWrites(tdb.database.db, [unshaped('hw_c2')]);
    expect(built.n).toBe(2);
    const many = (round: number) =>
      Array.from({ length: 7 }, (_, i) => setting(`hw_d${round}_${i}`, i, built));
    await runWrites(tdb.database.db, many(1));
    await runWrites(tdb.database.db, many(2));
    expect(built.n).toBe(2 + 14);
    expect(await stored(['hw_c1', 'hw_c2', 'hw_d2_6'])).toEqual([
      ['hw_c1', 1],
      ['hw_c2', 1],
      ['hw_d2_6', 6],
    ]);
  });

  it("runs in the caller's transaction", async () => {
    const built = { n: 0 };
    const inside = tdb.database.db.transaction(async (tx) => {
      await runWrites(tx, [setting('hw_tx', 1, built)]);
      expect(await tx.select().from(settings).where(eq(settings.key, 'hw_tx'))).toHaveLength(1);
      throw new Error('undo');
    });
    await expect(inside).rejects.toThrow('undo');
    expect(await stored(['hw_tx'])).toEqual([]);
  });
});
