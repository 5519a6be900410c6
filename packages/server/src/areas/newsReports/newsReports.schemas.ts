import { z } from 'zod';
import { urlIdSchema } from '../../platform/http/params';
import {
  assignmentSchema,
  documentDateSchema,
  newsReportSchema,
  revisionWithChangesSchema,
} from '@newsroom/domain';

/** Route schemas of news reports besides the domain's (params, queries and answers). */

export const assignmentParams = z.object({ assignmentId: urlIdSchema });
export const keepAssignmentQuery = z.object({
  keepGuideline: z.enum(['true', 'false']).default('true'),
});
/** Optional body of copies and news reports from an assignment: another date. */
export const dateBody = z.object({ date: documentDateSchema.optional() }).nullish();

/** One entry of the change history. */
export const historySchema = revisionWithChangesSchema.omit({
  id: true,
  slug: true,
  snapshot: true,
});

/** GET /news_reports/{id}/assignment answer. */
export const associationSchema = z.object({
  assignment: assignmentSchema.nullable(),
  excluded: z.boolean(),
});
/** PUT and DELETE /news_reports/{id}/assignment answer: the association and the news report. */
export const associationChangeSchema = associationSchema.extend({ newsReport: newsReportSchema });
