import type { AreaManifest } from '../../platform/areas/manifest';
import { usersRoutes } from './users.routes';

/** Users: administration and the own profile. */
export const usersManifest: AreaManifest = { name: 'users', routes: [usersRoutes] };
