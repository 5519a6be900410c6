import { z } from 'zod';
import { pagedSchema } from '@newsroom/domain';
import type { accessFailureLogs } from '../../platform/db/schema';

/** One failed login as the log screen shows it. */
export const accessFailureSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  reason: z.string(),
  createdAt: z.string(),
});

/** A page of failed logins. */
export const accessFailurePageSchema = pagedSchema(accessFailureSchema);

/** Presents one failed login. */
export function presentAccessFailure(
  row: typeof accessFailureLogs.$inferSelect,
): z.infer<typeof accessFailureSchema> {
  return {
    id: row.id,
    username: row.username,
    ip: row.ip,
    userAgent: row.userAgent,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}
