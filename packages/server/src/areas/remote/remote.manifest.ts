import type { AreaManifest } from '../../platform/areas/manifest';
import { remoteRoutes } from './remote.routes';
import { remoteSharedRoutes } from './remote.shared.routes';

/** Remote branches: what we serve other branches (bearer token) and what we read of theirs. */
export const remoteManifest: AreaManifest = {
  name: 'remote',
  routes: [remoteSharedRoutes, remoteRoutes],
};
