import { z } from 'zod';
import type { ProductionLookupRow } from './productionLookups.repository';

/** A production resource or production type as answered. */
export const productionLookupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  excluded: z.boolean(),
  version: z.number().int(),
});
export type ProductionLookup = z.infer<typeof productionLookupSchema>;

export function presentProductionLookup(row: ProductionLookupRow): ProductionLookup {
  return { id: row.id, name: row.name, excluded: row.excluded, version: row.version };
}
