import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';

/** Who holds MOS's advisory locks (PostgreSQL; see mos.leader.ts). */
export const mosLeadsRepository = {
  /** How many instances hold a listener lock, and the devices some instance leads. */
  async taken(
    db: Executor,
    listenerClass: number,
    deviceClass: number,
  ): Promise<{ listeners: number; devices: Set<number> }> {
    // Both drivers answer execute() with `{ rows }`; two-int keys are classid, objid, objsubid 2.
    const result = (await db.execute(sql`
      SELECT classid::bigint AS class, objid::bigint AS id FROM pg_locks
      WHERE locktype = 'advisory' AND objsubid = 2 AND granted
        AND classid IN (${listenerClass}::bigint::oid, ${deviceClass}::bigint::oid)
        AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`)) as unknown as {
      rows: { class: string | number; id: string | number }[];
    };
    let listeners = 0;
    const devices = new Set<number>();
    for (const row of result.rows) {
      if (Number(row.class) === listenerClass) listeners++;
      else devices.add(Number(row.id));
    }
    return { listeners, devices };
  },
};
