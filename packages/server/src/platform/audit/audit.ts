import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Actor } from '../auth/actor';
import type { Executor } from '../db/client';
import { containsPattern } from '../db/like';
import { auditLogs } from '../db/schema';

/** One administrative change to record. */
export interface AuditEntry {
  /** CREATE, UPDATE, DELETE, RESTORE, RESET_PASSWORD, KICK_OUT, UPLOAD, ... */
  action: string;
  entityType: string;
  entityId?: string | number | null;
  /** Human label of the entity (its name or nickname). */
  label?: string | null;
  /** Changed fields or other detail; never secrets. */
  details?: unknown;
}

/** Records who changed what, when and from which address, in the change's own transaction. */
export async function recordAudit(tx: Executor, actor: Actor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLogs).values({
    actorId: actor.userId,
    actorNickname: actor.nickname,
    ip: actor.ip.slice(0, 64),
    action: entry.action,
    entityType: entry.entityType,
    entityId:
      entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    label: entry.label ?? null,
    details: entry.details ?? null,
  });
}

/** The fields that differ between two versions of a record, as `{ field: { before, after } }`. */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): Record<string, { before: unknown; after: unknown }> {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const [field, value] of Object.entries(after)) {
    if (JSON.stringify(before[field]) !== JSON.stringify(value))
      changes[field] = { before: before[field] ?? null, after: value ?? null };
  }
  return changes;
}

/** A page of audit entries, newest first, filtered by actor, entity type, label or action. */
export async function filterAudit(
  db: Executor,
  query: { filter: string; entityType?: string; page: number; size: number },
) {
  const text = query.filter
    ? or(
        ilike(auditLogs.actorNickname, containsPattern(query.filter)),
        ilike(auditLogs.label, containsPattern(query.filter)),
        ilike(auditLogs.action, containsPattern(query.filter)),
        ilike(auditLogs.entityType, containsPattern(query.filter)),
      )
    : undefined;
  const where = and(
    text,
    query.entityType ? eq(auditLogs.entityType, query.entityType) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(auditLogs)
      .where(where)
      .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLogs)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}
