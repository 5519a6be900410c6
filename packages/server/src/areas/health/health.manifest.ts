import type { AreaManifest } from '../../platform/areas/manifest';
import { healthRoutes } from './health.routes';

/** Health check. */
export const healthManifest: AreaManifest = { name: 'health', routes: [healthRoutes] };
