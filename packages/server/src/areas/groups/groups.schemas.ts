import { z } from 'zod';
import { pageQuerySchema } from '@newsroom/domain';

/** Path of calls on one group. */
export const groupIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** Query of GET /api/groups: a page and a filter on name or category. */
export const groupPageQuerySchema = pageQuerySchema.extend({
  filter: z.string().trim().max(120).default(''),
});
