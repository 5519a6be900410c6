import type { AreaManifest } from '../../platform/areas/manifest';
import { workspacesRoutes } from './workspaces.routes';

/** Document workspaces: WebDAV stores, users' credentials, browsing and attachments. */
export const workspacesManifest: AreaManifest = {
  name: 'workspaces',
  routes: [workspacesRoutes],
};
