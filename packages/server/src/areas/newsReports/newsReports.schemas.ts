import { z } from 'zod';
import { urlIdSchema } from '../../platform/http/params';
import { assignmentSchema, documentDateSchema, newsReportSchema } from '@newsroom/domain';

/** Route schemas of reportages besides the domain's (params, queries and answers). */

export const assignmentParams = z.object({ assignmentId: urlIdSchema });
export const keepGuidelineQuery = z.object({
  keepGuideline: z.enum(['true', 'false']).default('true'),
});
/** Optional body of copies and reportages from a guideline: another date. */
export const dateBody = z.object({ date: documentDateSchema.optional() }).nullish();
export const privateBody = z.object({ isPrivate: z.boolean() });
export const allowedUsersBody = z.object({
  userIds: z.array(z.number().int().positive()).max(500),
});

const lockViewSchema = z.object({
  uuid: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  userId: z.number().int(),
  nickname: z.string(),
  acquiredAt: z.string(),
  expiresAt: z.string(),
});

/** POST /news_reports/{id}/edit answer. */
export const editAnswerSchema = z.object({ newsReport: newsReportSchema, lock: lockViewSchema });

const changeSchema = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });

/** One revision with its changes from the previous one. */
export const revisionSchema = z.object({
  id: z.number().int(),
  revisionNumber: z.number().int(),
  revisionDate: z.string(),
  revisorNickname: z.string(),
  revisorIP: z.string(),
  slug: z.string().nullable(),
  snapshot: z.unknown(),
  changes: z.array(changeSchema),
});

/** One entry of the change history. */
export const historySchema = z.object({
  revisionNumber: z.number().int(),
  revisionDate: z.string(),
  revisorNickname: z.string(),
  revisorIP: z.string(),
  changes: z.array(changeSchema),
});

/** GET /news_reports/{id}/assignment answer. */
export const associationSchema = z.object({
  assignment: assignmentSchema.nullable(),
  excluded: z.boolean(),
});
/** PUT and DELETE /news_reports/{id}/assignment answer: the association and the reportage. */
export const associationChangeSchema = associationSchema.extend({ newsReport: newsReportSchema });
