import { z } from 'zod';

/** A checklist resource or production type as answered. */
export const productionLookupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  excluded: z.boolean(),
  version: z.number().int(),
});
export type ProductionLookup = z.infer<typeof productionLookupSchema>;
