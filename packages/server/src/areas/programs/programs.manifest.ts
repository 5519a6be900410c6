import type { AreaManifest } from '../../platform/areas/manifest';
import { programsRepository } from './programs.repository';
import { programsRoutes } from './programs.routes';

/** Programs (shows). */
export const programsManifest: AreaManifest = {
  name: 'programs',
  routes: [programsRoutes],
  usageCounters: {
    // A group restricting programs is in use: deleting it would open them to everyone.
    group: (db, id) => programsRepository.countRestrictedByGroup(db, id),
    // A device a program uses as its CG or playout cannot be deleted (spec 1 §5).
    device: (db, id) => programsRepository.countByDevice(db, id),
  },
};
