import { z } from 'zod';
import { pageQuerySchema } from '@newsroom/domain';

/** Path of calls on one program. */
export const programIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** Query of GET /api/programs/filter: a page and a filter on the name. */
export const programPageQuerySchema = pageQuerySchema.extend({
  filter: z.string().trim().max(120).default(''),
});
