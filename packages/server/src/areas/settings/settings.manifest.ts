import type { AreaManifest } from '../../platform/areas/manifest';
import { settingsRoutes } from './settings.routes';

/** Installation settings. */
export const settingsManifest: AreaManifest = { name: 'settings', routes: [settingsRoutes] };
