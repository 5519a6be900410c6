import type { AreaManifest } from '../../platform/areas/manifest';
import { mediaRoutes } from './media.routes';

/** The media centre. */
export const mediaManifest: AreaManifest = { name: 'media', routes: [mediaRoutes] };
