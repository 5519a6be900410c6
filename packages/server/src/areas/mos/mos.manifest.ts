import type { AreaManifest } from '../../platform/areas/manifest';
import { abandonedCallsJob } from './mos.forward';
import { mosRoutes } from './mos.routes';

/** MOS links and rundown replication. */
export const mosManifest: AreaManifest = {
  name: 'mos',
  routes: [mosRoutes],
  jobs: [abandonedCallsJob],
};
