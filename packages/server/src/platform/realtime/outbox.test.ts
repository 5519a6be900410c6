import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/testDatabase';
import { eq, sql } from 'drizzle-orm';
import { outbox } from '../db/schema';
import { emit, withEmitHook, type OutboxEvent, type RecordedEvent } from './outbox';
import { markerEvent } from './outbox.testkit';

let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await createTestDatabase();
});
afterAll(() => tdb.drop());

const marker = markerEvent;

/**
 * A hooked handle and what its hooks saw, as `in:<id>` (in the transaction), `committed:<id>`
 * and `rolled-back:<id>` (the recorded row's entity id).
 */
function hooked() {
  const seen: string[] = [];
  const db = withEmitHook(
    tdb.database.db,
    {
      before: async (_tx, event) => void seen.push(`in:${event.id}`),
      after: () => undefined,
    },
    (events: readonly OutboxEvent[]) => seen.push(...events.map((e) => `committed:${e.id}`)),
    (rows) => seen.push(...rows.map((r) => `rolled-back:${r.entityId}`)),
  );
  return { db, seen };
}

describe('withEmitHook', () => {
  it('hands a transaction’s events, savepoints’ included, to the commit hook once it committed', async () => {
    const { db, seen } = hooked();
    await db.transaction(async (tx) => {
      await emit(tx, null, marker('a'));
      await tx.transaction((inner) => emit(inner, null, marker('b')));
      expect(seen).toEqual(['in:a', 'in:b']);
    });
    expect(seen).toEqual(['in:a', 'in:b', 'committed:a', 'committed:b']);
  });

  it('never hands over the events of a rolled-back transaction or savepoint', async () => {
    const { db, seen } = hooked();
    await expect(
      db.transaction(async (tx) => {
        await emit(tx, null, marker('lost'));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await db.transaction(async (tx) => {
      await tx
        .transaction(async (inner) => {
          await emit(inner, null, marker('undone'));
          throw new Error('roll back the savepoint');
        })
        .catch(() => undefined);
      await emit(tx, null, marker('kept'));
    });
    expect(seen.filter((s) => s.startsWith('committed:'))).toEqual(['committed:kept']);
    expect(seen.filter((s) => s.startsWith('rolled-back:'))).toEqual([
      'rolled-back:lost',
      'rolled-back:undone',
    ]);
  });

  it('hands the hook the row as stored, with its id', async () => {
    const rows: RecordedEvent[] = [];
    const db = withEmitHook(tdb.database.db, {
      before: async () => undefined,
      after: (_tx, _event, row) => void rows.push(row),
    });
    await db.transaction((tx) => emit(tx, 'session-1', marker('stored')));
    const [stored] = await tdb.database.db.select().from(outbox).where(eq(outbox.id, rows[0]!.id));
    expect(stored).toMatchObject({ entityId: 'stored', originSession: 'session-1' });
    expect(JSON.parse(rows[0]!.data!)).toEqual(stored!.data);
    expect(rows[0]!.audience).toBeNull();
  });

  it('hands over at once an event emitted outside a transaction (committed already)', async () => {
    const { db, seen } = hooked();
    await emit(db, null, marker('alone'));
    expect(seen).toEqual(['in:alone', 'committed:alone']);
  });
});

describe('emit with its commit', () => {
  // Quotes, a backslash, accents and a line break: written into the statement as literals.
  const awkward = `it's \\ "quoted" — ação\n`;
  const stored = (entityId: string) =>
    tdb.database.db.select().from(outbox).where(eq(outbox.entityId, entityId));

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'commits with the statement on PostgreSQL: nothing may follow it',
    async () => {
      await expect(
        tdb.database.db.transaction(async (tx) => {
          const recorded = await emit(tx, awkward, marker('with-commit'), { commits: true });
          // Another connection sees it before the transaction's end.
          const [row] = await stored('with-commit');
          expect(row).toMatchObject({ id: recorded.id, originSession: awkward });
          expect(row!.data).toEqual(marker('').data);
          await emit(tx, null, marker('after-commit'));
        }),
      ).rejects.toMatchObject({
        cause: { message: expect.stringMatching(/after its transaction/) },
      });
      expect(await stored('with-commit')).toHaveLength(1);
      expect(await stored('after-commit')).toHaveLength(0);
    },
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'keeps the plan of its statement: prepared once per connection, executed with its values',
    async () => {
      const prepared: string[][] = [];
      // Several transactions: the pool hands the last connection released to the next one, which
      // finds the statement prepared there (read first: nothing may follow the commit).
      for (const id of ['planned-1', 'planned-2', 'planned-3', 'planned-4']) {
        await tdb.database.db.transaction(async (tx) => {
          const names = (await tx.execute(
            sql`select name from pg_prepared_statements where name like 'inlined_held_writes_%'`,
          )) as unknown as { rows: { name: string }[] };
          prepared.push(names.rows.map((row) => row.name));
          await emit(tx, awkward, marker(id), { commits: true });
        });
      }
      expect(prepared.slice(1).every((names) => names.length > 0)).toBe(true);
      for (const id of ['planned-1', 'planned-2', 'planned-3', 'planned-4'])
        expect(await stored(id)).toMatchObject([{ originSession: awkward }]);
    },
  );

  it('commits nothing when its statement fails', async () => {
    await expect(
      tdb.database.db.transaction(async (tx) => {
        await emit(tx, null, marker('before-failure'));
        await emit(tx, null, { ...marker('x'.repeat(300)) }, { commits: true });
      }),
    ).rejects.toThrow();
    expect(await stored('before-failure')).toHaveLength(0);
  });

  it.skipIf(!!process.env.TEST_DATABASE_URL)(
    'on PGlite commits with the transaction (one process, no round trip to spare)',
    async () => {
      await expect(
        tdb.database.db.transaction(async (tx) => {
          await emit(tx, null, marker('pglite-commit'), { commits: true });
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      expect(await stored('pglite-commit')).toHaveLength(0);
    },
  );
});
