import { z } from 'zod';
import { pagedSchema } from '@newsroom/domain';
import type { auditLogs } from '../../platform/db/schema';

/** One audit entry as the API shows it. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** When (ISO timestamp). */
  createdAt: z.string(),
  /** Who: the user id (null once the user is deleted) and the nickname at the time. */
  actorId: z.number().int().nullable(),
  actorNickname: z.string(),
  /** From which address. */
  ip: z.string(),
  /** CREATE, UPDATE, DELETE, RESTORE, RESET_PASSWORD, KICK_OUT, UPLOAD... */
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  /** A human label of the entity. */
  label: z.string().nullable(),
  /** Changed fields `{ field: { before, after } }` or other detail. */
  details: z.unknown(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

/** A page of audit entries. */
export const auditPageSchema = pagedSchema(auditEntrySchema);

/** Row → API shape. */
export function presentAuditEntry(row: typeof auditLogs.$inferSelect): AuditEntryView {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    actorId: row.actorId,
    actorNickname: row.actorNickname,
    ip: row.ip,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    label: row.label,
    details: row.details ?? null,
  };
}
