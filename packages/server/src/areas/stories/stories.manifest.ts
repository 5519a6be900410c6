import type { AreaManifest } from '../../platform/areas/manifest';
import { storyCopySource } from './sources.service';
import { storiesUsage } from './stories.lists.hooks';
import { storyListsRoutes } from './stories.lists.routes';
import { storiesSearch } from './stories.search';
import { storySights } from './story.locks';
import { storyRoutes } from './story.routes';
import { STORY_ENTITY } from './story.service';

/** Stories: lists, drawer, trash, the editor, copies as a story source, search and locks. */
export const storiesManifest: AreaManifest = {
  name: 'stories',
  routes: [storyListsRoutes, storyRoutes],
  lockedKinds: { [STORY_ENTITY]: storySights },
  searchSources: { stories: storiesSearch },
  usageCounters: storiesUsage,
  storySources: { story: storyCopySource },
};
