import { lazyWithTexts } from '../../shared/i18n';

/**
 * Global search (issue 8): the search screen over the index (`/main?area=globalSearch`) and the
 * ctrl+F shortcut that opens it outside the rundown.
 */
export {
  SEARCH_AREA_KEY,
  isFindShortcut,
  useGlobalSearchShortcut,
} from './hooks/useGlobalSearchShortcut';

/** The global search screen, loaded on demand. */
export const SearchPage = lazyWithTexts(() =>
  import('./pages/SearchPage').then((m) => ({ default: m.SearchPage })),
);
