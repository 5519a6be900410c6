import { lazyWithTexts } from '../../shared/i18n';
import type { PrintEntry } from '../../shared/print';

/** Stories: the story form, the viewer (side drawer, detached window, print), the lists and the drawer. */

/** The story form (story editor) of the rundown screen's story tabs. */
export { StoryForm } from './editor/StoryForm';
export type { StoryFormProps } from './editor/StoryForm';
/** Detached viewers follow the story the rundown screen selects. */
export { publishSelectedStory } from './viewer/storyViewerChannel';
/** The story viewer (spec 2), for the side drawer document viewer. */
export { StoryViewer } from './viewer/StoryViewer';
/** The side-drawer story viewer. */
export { StoryViewerDrawer } from './viewer/StoryViewerDrawer';
/** Rundown stories into the drawer (POST /api/drawer/send). */
export { sendStoriesToDrawer } from './api/storyListsApi';

/** The stories area (main area `stories`), loaded on demand. */
export const StoriesPage = lazyWithTexts(() =>
  import('./lists/StoriesPage').then((m) => ({ default: m.StoriesPage })),
);

/** The drawer (main area `drawer`), loaded on demand. */
export const DrawerPage = lazyWithTexts(() =>
  import('./drawer/DrawerPage').then((m) => ({ default: m.DrawerPage })),
);

/** The detached story viewer (`/preview?viewer=story`), loaded on demand. */
export const DetachedStoryViewer = lazyWithTexts(() =>
  import('./viewer/DetachedStoryViewer').then((m) => ({ default: m.DetachedStoryViewer })),
);

/** The `story` print type, loaded on demand. */
export const storyPrint: PrintEntry = {
  type: 'story',
  Renderer: lazyWithTexts(() =>
    import('./viewer/StoryPrint').then((m) => ({ default: m.StoryPrint })),
  ),
};
