import type { AreaManifest } from '../../platform/areas/manifest';
import { programContent, purgeRundownLogs } from './rundowns.hooks';
import { renderBlockEvent, renderRundownEvent } from './rundowns.realtime';
import { presenterRatesRoutes } from './presenterRates.routes';
import { rundownsRoutes } from './rundowns.routes';
import { treeWritesJob } from './rundowns.treeWrites.job';

/** Rundowns and their blocks. */
export const rundownsManifest: AreaManifest = {
  name: 'rundowns',
  routes: [rundownsRoutes, presenterRatesRoutes],
  renderers: { rundowns: renderRundownEvent, blocks: renderBlockEvent },
  usageCounters: { program: programContent },
  retentionPurgers: { rundownLogs: purgeRundownLogs },
  jobs: [treeWritesJob],
};
