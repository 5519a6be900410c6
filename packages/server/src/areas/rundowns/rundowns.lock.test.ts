import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rundownsRepository } from './rundowns.repository';
import { EDITOR, useRundownKit } from './rundowns.testkit';

const kit = useRundownKit();
const editor = kit.userForAll({ permissions: EDITOR });

describe('the rundown lock', () => {
  it('is taken on PostgreSQL and not sent on PGlite, which runs one transaction at a time', async () => {
    const rundown = await kit.rundown(editor.cookie);
    const { database } = kit.tdb;
    const held = await database.db.transaction(async (tx) => {
      await rundownsRepository.lockRundown(tx, rundown.id);
      const { rows } = (await tx.execute(sql`
        SELECT count(*)::int AS n FROM pg_locks
        WHERE locktype = 'advisory' AND objid = ${rundown.id} AND granted`)) as unknown as {
        rows: { n: number }[];
      };
      return rows[0]!.n;
    });
    expect(held).toBe(database.kind === 'pglite' ? 0 : 1);
  });
});
