import type { AreaManifest } from '../../platform/areas/manifest';
import { rundownTemplatesRoutes } from './rundownTemplates.routes';

/** Rundown templates. */
export const rundownTemplatesManifest: AreaManifest = {
  name: 'rundownTemplates',
  routes: [rundownTemplatesRoutes],
};
