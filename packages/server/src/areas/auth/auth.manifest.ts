import type { AreaManifest } from '../../platform/areas/manifest';
import { authRoutes } from './auth.routes';

/** Login, logout, session and password. */
export const authManifest: AreaManifest = { name: 'auth', routes: [authRoutes] };
