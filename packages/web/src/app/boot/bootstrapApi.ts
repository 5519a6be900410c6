import { z } from 'zod';
import { appearanceSchema, branchConfigSchema, programSummarySchema } from '@newsroom/domain';
import { apiRequest } from '../../shared/api';
import { meSchema } from '../../features/auth';

/** GET /api/bootstrap: the answers of the four start-up calls, in one. */
export const bootstrapSchema = z.object({
  appearance: appearanceSchema,
  branch: branchConfigSchema,
  /** Null without a session. */
  me: meSchema.nullable(),
  /** Null without a session. */
  accessiblePrograms: programSummarySchema.array().nullable(),
});
/** What GET /api/bootstrap answers. */
export type Bootstrap = z.infer<typeof bootstrapSchema>;

/** GET /api/bootstrap (public: the login screen needs the appearance and the branch too). */
export function fetchBootstrap(): Promise<Bootstrap> {
  return apiRequest('/api/bootstrap', { schema: bootstrapSchema, isUnauthorizedExpected: true });
}
