import type { AreaManifest } from '../../platform/areas/manifest';
import { storyCopySource } from './sources.service';
import { storiesUsage } from './stories.lists.hooks';
import { storyListsRoutes } from './stories.lists.routes';
import { storiesSearch } from './stories.search';
import { storySights } from './story.locks';
import { storyRoutes } from './story.routes';
import { STORY_ENTITY } from './story.kind';
import { renderStoryEvent } from '../rundowns';

/** Stories: in rundowns and the drawer, lists, trash, the editor, copies as a story source, search and locks. */
export const storiesManifest: AreaManifest = {
  name: 'stories',
  routes: [storyListsRoutes, storyRoutes],
  renderers: { stories: renderStoryEvent },
  lockedKinds: { [STORY_ENTITY]: storySights },
  searchSources: { stories: storiesSearch },
  usageCounters: storiesUsage,
  storySources: { story: storyCopySource },
};
