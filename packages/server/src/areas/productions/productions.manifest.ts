import type { AreaManifest } from '../../platform/areas/manifest';
import { productionsUsage } from './productions.hooks';
import { productionSights } from './productions.locks';
import { renderProductionEvent } from './productions.realtime';
import { productionsRoutes } from './productions.routes';
import { productionsSearch } from './productions.search';
import { PRODUCTION_ENTITY } from './productions.kind';

/** Productions (code name productions) and their lookups. */
export const productionsManifest: AreaManifest = {
  name: 'productions',
  routes: [productionsRoutes],
  renderers: { productions: renderProductionEvent },
  lockedKinds: { [PRODUCTION_ENTITY]: productionSights },
  searchSources: { productions: productionsSearch },
  usageCounters: productionsUsage,
};
