import type { AreaManifest } from '../../platform/areas/manifest';
import { auditRoutes } from './audit.routes';

/** The audit log of administrative changes. */
export const auditManifest: AreaManifest = { name: 'audit', routes: [auditRoutes] };
