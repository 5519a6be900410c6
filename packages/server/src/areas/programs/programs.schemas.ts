import { z } from 'zod';
import { urlIdSchema } from '../../platform/http/params';
import { pageQuerySchema } from '@newsroom/domain';

/** Path of calls on one program. */
export const programIdParamsSchema = z.object({
  id: urlIdSchema,
});

/** Query of GET /api/programs/filter: a page and a filter on the name. */
export const programPageQuerySchema = pageQuerySchema.extend({
  filter: z.string().trim().max(120).default(''),
});
