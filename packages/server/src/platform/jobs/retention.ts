import { eq, lt } from 'drizzle-orm';
import {
  RETENTION_CATEGORIES,
  retentionCutoff,
  retentionDaysSchema,
  SETTINGS_DEFAULTS,
  type RetentionCategory,
  type RetentionDays,
} from '@newsroom/domain';
import type { AreaRegistry, RetentionPurger } from '../areas/manifest';
import type { Executor, Tx } from '../db/client';
import { accessFailureLogs, auditLogs, settings } from '../db/schema';
import { purgeRevisions } from '../documents/revisions';
import type { Job } from './scheduler';

/**
 * History and cleanup (spec 3 §1, §9): a periodic job deletes what is older than the retention
 * settings allow. Document versions are purged here; chat history, deleted documents, notices
 * and rundown logs belong to areas that declare their own purger (`retentionPurgers`) when they
 * exist. A category set to 0 days is kept forever. The logs have fixed retentions (see DECISIONS).
 */

/** The platform's own purgers, before the areas' ones. */
const PLATFORM_PURGERS: Partial<Record<RetentionCategory, RetentionPurger>> = {
  documentVersions: purgeRevisions,
};

/** Days the access-failure log is kept. */
export const ACCESS_FAILURE_LOG_KEEP_DAYS = 180;
/** Days the audit log of administrative changes is kept. */
export const AUDIT_LOG_KEEP_DAYS = 730;

/** The retention settings, defaults for what was never saved. */
export async function retentionDays(db: Executor): Promise<RetentionDays> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, 'retention'));
  const value = typeof row?.value === 'object' && row.value !== null ? row.value : {};
  const parsed = retentionDaysSchema.safeParse({ ...SETTINGS_DEFAULTS.retention, ...value });
  return parsed.success ? parsed.data : SETTINGS_DEFAULTS.retention;
}

/** One pass of the cleanup at `now`. */
async function purgeByRetention(tx: Tx, now: Date, areas: AreaRegistry): Promise<void> {
  const days = await retentionDays(tx);
  for (const category of RETENTION_CATEGORIES) {
    const before = retentionCutoff(days[category], now);
    if (!before) continue;
    const own = PLATFORM_PURGERS[category];
    for (const purge of [...(own ? [own] : []), ...areas.retentionPurgers(category)])
      await purge(tx, before, areas);
  }
  await tx
    .delete(accessFailureLogs)
    .where(lt(accessFailureLogs.createdAt, retentionCutoff(ACCESS_FAILURE_LOG_KEEP_DAYS, now)!));
  await tx
    .delete(auditLogs)
    .where(lt(auditLogs.createdAt, retentionCutoff(AUDIT_LOG_KEEP_DAYS, now)!));
}

/**
 * The cleanup job. Retention counts whole days, but the job runs hourly: a server restarted
 * every night would otherwise never reach a 24-hour timer, and a pass with nothing to delete
 * costs a few index look-ups.
 */
export function retentionJob(areas: AreaRegistry): Job {
  return {
    name: 'retention.purge',
    everyMs: 60 * 60_000,
    run: (tx, now) => purgeByRetention(tx, now, areas),
  };
}
