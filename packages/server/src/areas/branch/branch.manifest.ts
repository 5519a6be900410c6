import type { AreaManifest } from '../../platform/areas/manifest';
import { branchRoutes } from './branch.routes';

/** The installation's branch configuration and locales. */
export const branchManifest: AreaManifest = { name: 'branch', routes: [branchRoutes] };
