import type { AreaManifest } from '../../platform/areas/manifest';
import { notificationsPurgeJob } from './notifications.purge';
import { notificationsRoutes } from './notifications.routes';

/** The notifications centre (issue 19): what other areas tell one user, until read. */
export const notificationsManifest: AreaManifest = {
  name: 'notifications',
  routes: [notificationsRoutes],
  jobs: [notificationsPurgeJob],
};
