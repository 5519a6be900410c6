import type { AreaManifest } from '../../platform/areas/manifest';
import { creditsRoutes } from './credits.routes';

/** The credits list: people named in a day's CGs, and sending one again. */
export const creditsManifest: AreaManifest = { name: 'credits', routes: [creditsRoutes] };
