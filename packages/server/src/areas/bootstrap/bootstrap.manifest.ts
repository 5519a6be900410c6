import type { AreaManifest } from '../../platform/areas/manifest';
import { bootstrapRoutes } from './bootstrap.routes';

/** The web's start-up call: what the shell needs, in one answer. */
export const bootstrapManifest: AreaManifest = { name: 'bootstrap', routes: [bootstrapRoutes] };
