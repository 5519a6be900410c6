import { z } from 'zod';
import { urlIdSchema } from '../../platform/http/params';
import { pageQuerySchema } from '@newsroom/domain';

/** Path of calls on one group. */
export const groupIdParamsSchema = z.object({
  id: urlIdSchema,
});

/** Query of GET /api/groups: a page and a filter on name or category. */
export const groupPageQuerySchema = pageQuerySchema.extend({
  filter: z.string().trim().max(120).default(''),
});
