import type { AreaManifest } from '../../platform/areas/manifest';
import { prompterRoutes } from './prompter.routes';

/** The prompter: a rundown's read texts for the presenter, and screens following one operator. */
export const prompterManifest: AreaManifest = { name: 'prompter', routes: [prompterRoutes] };
