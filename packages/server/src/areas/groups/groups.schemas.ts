import { z } from 'zod';
import { pageQuerySchema } from '@newsroom/domain';

/** Query of GET /api/groups: a page and a filter on name or category. */
export const groupPageQuerySchema = pageQuerySchema.extend({
  filter: z.string().trim().max(120).default(''),
});
