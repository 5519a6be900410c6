import type { AreaManifest } from '../../platform/areas/manifest';
import { storyTemplatesRoutes } from './storyTemplates.routes';

/** Story templates. */
export const storyTemplatesManifest: AreaManifest = {
  name: 'storyTemplates',
  routes: [storyTemplatesRoutes],
};
