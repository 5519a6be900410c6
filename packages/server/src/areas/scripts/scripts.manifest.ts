import type { AreaManifest } from '../../platform/areas/manifest';
import { scriptsRoutes } from './scripts.routes';

/** The script book: a day's stories of a program with what is read on air. */
export const scriptsManifest: AreaManifest = { name: 'scripts', routes: [scriptsRoutes] };
