import type { AreaManifest } from '../../platform/areas/manifest';
import { programContent, purgeRundownLogs } from './rundowns.hooks';
import { renderBlockEvent, renderRundownEvent, renderStoryEvent } from './rundowns.realtime';
import { rundownsRoutes } from './rundowns.routes';

/** Rundowns, their blocks and the rundown side of stories. */
export const rundownsManifest: AreaManifest = {
  name: 'rundowns',
  routes: [rundownsRoutes],
  renderers: { rundowns: renderRundownEvent, blocks: renderBlockEvent, stories: renderStoryEvent },
  usageCounters: { program: programContent },
  retentionPurgers: { rundownLogs: purgeRundownLogs },
};
