import type { AreaManifest } from '../../platform/areas/manifest';
import { teamsRoutes } from './teams.routes';

/** Teams and their schedules. */
export const teamsManifest: AreaManifest = { name: 'teams', routes: [teamsRoutes] };
