import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/testDatabase';
import { builtOnce } from './builtOnce';
import { settings } from './schema';

let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await createTestDatabase();
  await tdb.database.db.delete(settings).where(inArray(settings.key, ['bo_a', 'bo_b', 'bo_tx']));
  await tdb.database.db.insert(settings).values([
    { key: 'bo_a', value: { n: 1 } },
    { key: 'bo_b', value: { n: 2 } },
  ]);
});
afterAll(() => tdb.drop());

describe('builtOnce', () => {
  it('builds the SQL once and runs each call with its own values', async () => {
    let builds = 0;
    const valueOf = builtOnce<{ key: string }, { value: unknown }[]>(
      'test_setting_value',
      (db, p) => {
        builds++;
        return db.select({ value: settings.value }).from(settings).where(eq(settings.key, p.key));
      },
    );
    const { db } = tdb.database;
    expect(await valueOf(db, { key: 'bo_a' })).toEqual([{ value: { n: 1 } }]);
    expect(await valueOf(db, { key: 'bo_b' })).toEqual([{ value: { n: 2 } }]);
    expect(await valueOf(db, { key: 'bo_none' })).toEqual([]);
    expect(builds).toBe(1);
  });

  it("runs in the caller's transaction, whose writes it sees, and encodes values as columns do", async () => {
    const write = builtOnce<{ key: string; value: unknown }, { key: string }[]>(
      'test_setting_write',
      (db, p) =>
        db.insert(settings).values({ key: p.key, value: p.value }).returning({ key: settings.key }),
    );
    const read = builtOnce<{ key: string }, { value: unknown }[]>('test_setting_read', (db, p) =>
      db.select({ value: settings.value }).from(settings).where(eq(settings.key, p.key)),
    );
    const { db } = tdb.database;
    await read(db, { key: 'bo_a' }); // prepared on another connection than the transaction's
    const inside = db.transaction(async (tx) => {
      await write(tx, { key: 'bo_tx', value: { list: [1, 'two'] } });
      expect(await read(tx, { key: 'bo_tx' })).toEqual([{ value: { list: [1, 'two'] } }]);
      throw new Error('undo');
    });
    await expect(inside).rejects.toThrow('undo');
    // Written in the transaction rolled back, not on a connection of its own.
    expect(await read(db, { key: 'bo_tx' })).toEqual([]);
  });
});
