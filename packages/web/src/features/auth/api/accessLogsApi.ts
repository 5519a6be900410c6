import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, pagedSchema, type Paged } from '@newsroom/domain';
import { apiRequest } from '../../../shared/api';

/** One refused login, as GET /api/auth/logs/filter lists it. */
export const accessFailureLogSchema = z.object({
  id: z.union([z.number(), z.string()]),
  /** When it happened (ISO timestamp). */
  createdAt: z.string(),
  username: z.string().nullish(),
  ip: z.string().nullish(),
  /** The refusal code, e.g. `authentication_failed`. */
  reason: z.string().nullish(),
  userAgent: z.string().nullish(),
});
/** One refused login. */
export type AccessFailureLog = z.infer<typeof accessFailureLogSchema>;

/** Query of the access-failure log list. */
export interface AccessLogQuery {
  filter: string;
  /** Page from 0. */
  page: number;
  size?: number;
}

/** Cache key of one page of access-failure logs. */
export function accessLogsKey(query: AccessLogQuery) {
  return ['auth', 'logs', query] as const;
}

const accessLogPageSchema = pagedSchema(accessFailureLogSchema);

/** GET /api/auth/logs/filter (ROLE_ADMIN_READ). */
export function fetchAccessFailureLogs(query: AccessLogQuery): Promise<Paged<AccessFailureLog>> {
  return apiRequest('/api/auth/logs/filter', {
    query: {
      filter: query.filter || undefined,
      page: query.page,
      size: query.size ?? DEFAULT_PAGE_SIZE,
    },
    schema: accessLogPageSchema,
  });
}
