import type { AreaManifest } from '../../platform/areas/manifest';
import { groupsRoutes } from './groups.routes';

/** Groups of users. */
export const groupsManifest: AreaManifest = { name: 'groups', routes: [groupsRoutes] };
