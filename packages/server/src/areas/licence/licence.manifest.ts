import type { AreaManifest } from '../../platform/areas/manifest';
import { licenceRoutes } from './licence.routes';

/** The licence: its screen's calls; its login limits are enforced by the auth area. */
export const licenceManifest: AreaManifest = { name: 'licence', routes: [licenceRoutes] };
