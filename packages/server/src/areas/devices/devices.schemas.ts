import { z } from 'zod';

/** Path of calls on one device. */
export const deviceIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
