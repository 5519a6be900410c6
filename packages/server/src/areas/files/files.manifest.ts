import type { AreaManifest } from '../../platform/areas/manifest';
import { filesRoutes } from './files.routes';

/** Uploaded files. */
export const filesManifest: AreaManifest = { name: 'files', routes: [filesRoutes] };
