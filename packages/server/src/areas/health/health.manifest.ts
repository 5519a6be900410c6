import type { AreaManifest } from '../../platform/areas/manifest';
import { healthRoutes } from './health.routes';
import { metricsRoutes } from './metrics.routes';

/** Health checks (readiness, liveness) and the instance's figures. */
export const healthManifest: AreaManifest = {
  name: 'health',
  routes: [healthRoutes, metricsRoutes],
};
