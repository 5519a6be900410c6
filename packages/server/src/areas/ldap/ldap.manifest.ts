import type { AreaManifest } from '../../platform/areas/manifest';
import { SCHEDULED_SYNC_TASK } from './ldap.config';
import { ldapRoutes } from './ldap.routes';
import { requestedSyncWorker, scheduledSyncTask } from './ldap.sync';

/** Directory sync (issue 24): LDAP / Active Directory users as AD users, by hand or scheduled. */
export const ldapManifest: AreaManifest = {
  name: 'ldap',
  routes: [ldapRoutes],
  taskHandlers: { [SCHEDULED_SYNC_TASK]: scheduledSyncTask },
  workers: [requestedSyncWorker],
};
