import { z } from 'zod';
import { urlIdSchema } from '../../platform/http/params';

/** Path of calls on one device. */
export const deviceIdParamsSchema = z.object({
  id: urlIdSchema,
});
