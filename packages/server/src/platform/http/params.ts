import { z } from 'zod';

/** The largest id a serial column holds. */
const MAX_ID = 2_147_483_647;

/**
 * An id in a URL (path or query): only the canonical decimal form of a positive 32-bit integer.
 * `052`, `+52`, ` 52`, `0x34` or `5.2e1` are not 52 but a 400, so one resource has one address.
 */
export const urlIdSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/)
  .transform(Number)
  .refine((id) => id <= MAX_ID);

/** Path of calls on one record by its id. */
export const idParamsSchema = z.object({ id: urlIdSchema });
