import type { AreaManifest } from '../../platform/areas/manifest';
import { programContent, purgeRundownLogs } from './rundowns.hooks';
import { renderBlockEvent, renderRundownEvent } from './rundowns.realtime';
import { rundownsRoutes } from './rundowns.routes';

/** Rundowns and their blocks. */
export const rundownsManifest: AreaManifest = {
  name: 'rundowns',
  routes: [rundownsRoutes],
  renderers: { rundowns: renderRundownEvent, blocks: renderBlockEvent },
  usageCounters: { program: programContent },
  retentionPurgers: { rundownLogs: purgeRundownLogs },
};
