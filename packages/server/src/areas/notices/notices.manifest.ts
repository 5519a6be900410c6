import type { AreaManifest } from '../../platform/areas/manifest';
import { noticesRepository } from './notices.repository';
import { noticesRoutes } from './notices.routes';

/** Newsroom-wide notices (issue 20): posted, pushed live, shown once to each user. */
export const noticesManifest: AreaManifest = {
  name: 'notices',
  routes: [noticesRoutes],
  retentionPurgers: { notices: (tx, before) => noticesRepository.purge(tx, before) },
};
