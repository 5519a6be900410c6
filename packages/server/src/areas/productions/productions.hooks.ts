import type { UsageCounter } from '../../platform/documents/usage';
import { PRODUCTION_RESOURCES, PRODUCTION_TYPES } from './productionLookups.service';
import { productionsRepository } from './productions.repository';

/** Productions hold these references; the counters guard removals (spec 1 §5). */
export const productionsUsage: Readonly<Record<string, UsageCounter>> = {
  [PRODUCTION_RESOURCES.entity]: productionsRepository.countByResource,
  [PRODUCTION_TYPES.entity]: productionsRepository.countByType,
  team: productionsRepository.countByTeam,
  vehicle: productionsRepository.countByVehicle,
};
