import type { ProductionLookup } from '@newsroom/domain';
import type { ProductionLookupRow } from './productionLookups.repository';

export function presentProductionLookup(row: ProductionLookupRow): ProductionLookup {
  return { id: row.id, name: row.name, excluded: row.excluded, version: row.version };
}
