import type { AreaManifest } from '../../platform/areas/manifest';
import { mapsRoutes } from './maps.routes';

/** Maps: geocoding through the configured service, the map settings screens read, the country lookup. */
export const mapsManifest: AreaManifest = { name: 'maps', routes: [mapsRoutes] };
