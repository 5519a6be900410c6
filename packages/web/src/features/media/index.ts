import { lazyWithTexts } from '../../shared/i18n';

/** Media centre: searching the asset managers (MAM devices) and picking media for stories. */

/** The embedded media search; with `onPick` each media can be inserted. */
export { MediaSearch } from './components/MediaSearch';
export type { MediaSearchProps } from './components/MediaSearch';
/** "Insert from media centre" for the story editor: a button and its search dialog. */
export { MediaInsertButton } from './components/MediaInsertButton';
export type { MediaInsertButtonProps } from './components/MediaInsertButton';

/** The media centre (main area `mediaCentre`), loaded on demand. */
export const MediaCentrePage = lazyWithTexts(() =>
  import('./pages/MediaCentrePage').then((m) => ({ default: m.MediaCentrePage })),
);
