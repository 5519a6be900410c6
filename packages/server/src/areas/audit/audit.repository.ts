import { asc } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { auditLogs } from '../../platform/db/schema';

/** Reads of the audit log beyond the platform's filter (`filterAudit`). */
export const auditRepository = {
  /** Every entity type that has entries, for the screen's type filter. */
  async entityTypes(db: Executor): Promise<string[]> {
    const rows = await db
      .selectDistinct({ entityType: auditLogs.entityType })
      .from(auditLogs)
      .orderBy(asc(auditLogs.entityType));
    return rows.map((row) => row.entityType);
  },
};
