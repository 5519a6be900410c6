import type { AreaManifest } from '../../platform/areas/manifest';
import { lockEventRenderer } from '../../platform/documents/locks';
import { locksRoutes } from './locks.routes';

/** Edit locks: their routes, and `entity_locker` events only to who may see the document. */
export const locksManifest: AreaManifest = {
  name: 'locks',
  routes: [locksRoutes],
  preparers: { entity_locker: lockEventRenderer },
};
