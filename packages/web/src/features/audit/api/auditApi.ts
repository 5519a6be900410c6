import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, pagedSchema, type Paged } from '@newsroom/domain';
import { apiRequest } from '../../../shared/api';

/** One audit entry: who changed what, when and from where. */
export const auditEntrySchema = z.object({
  id: z.number(),
  /** When (ISO timestamp). */
  createdAt: z.string(),
  actorId: z.number().nullable(),
  actorNickname: z.string(),
  ip: z.string(),
  /** CREATE, UPDATE, DELETE, RESTORE, RESET_PASSWORD, KICK_OUT, UPLOAD... */
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  label: z.string().nullable(),
  /** Changed fields `{ field: { before, after } }` or other detail. */
  details: z.unknown(),
});
/** One audit entry. */
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Query of the audit list. */
export interface AuditQuery {
  filter: string;
  /** Only entries about this kind of entity ('' = all). */
  entityType: string;
  /** Page from 0. */
  page: number;
  size?: number;
}

/** Cache key of one page of the audit log. */
export function auditKey(query: AuditQuery) {
  return ['audit', 'logs', query] as const;
}

/** Cache key of the entity types that have entries. */
export const AUDIT_ENTITY_TYPES_KEY = ['audit', 'entityTypes'] as const;

const auditPageSchema = pagedSchema(auditEntrySchema);

/** GET /api/audit/logs/filter (ROLE_ADMIN_READ). */
export function fetchAuditLogs(query: AuditQuery): Promise<Paged<AuditEntry>> {
  return apiRequest('/api/audit/logs/filter', {
    query: {
      filter: query.filter || undefined,
      entityType: query.entityType || undefined,
      page: query.page,
      size: query.size ?? DEFAULT_PAGE_SIZE,
    },
    schema: auditPageSchema,
  });
}

/** GET /api/audit/entity_types: the kinds of entity that have entries. */
export function fetchAuditEntityTypes(): Promise<string[]> {
  return apiRequest('/api/audit/entity_types', { schema: z.array(z.string()) });
}
