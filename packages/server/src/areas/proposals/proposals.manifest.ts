import type { AreaManifest } from '../../platform/areas/manifest';
import { proposalsRoutes } from './proposals.routes';

/** Guideline proposals. */
export const proposalsManifest: AreaManifest = { name: 'proposals', routes: [proposalsRoutes] };
