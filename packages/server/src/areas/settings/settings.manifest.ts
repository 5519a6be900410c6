import type { AreaManifest } from '../../platform/areas/manifest';
import { settingsConfigRoutes } from './settings.config.routes';
import { settingsRoutes } from './settings.routes';

/** Installation settings, and the parts of them every signed-in screen reads. */
export const settingsManifest: AreaManifest = {
  name: 'settings',
  routes: [settingsRoutes, settingsConfigRoutes],
};
