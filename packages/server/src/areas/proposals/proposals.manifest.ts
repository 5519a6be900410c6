import type { AreaManifest } from '../../platform/areas/manifest';
import { proposalsRoutes } from './proposals.routes';

/** Assignment proposals. */
export const proposalsManifest: AreaManifest = { name: 'proposals', routes: [proposalsRoutes] };
