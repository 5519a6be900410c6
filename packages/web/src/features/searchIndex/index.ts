import { lazy } from 'react';

/** The search index administration (issue 8): state per kind and rebuild with live progress. */
export type { SearchIndexPageProps } from './pages/SearchIndexPage';

/** Admin "search index", loaded on demand. */
export const SearchIndexPage = lazy(() =>
  import('./pages/SearchIndexPage').then((m) => ({ default: m.SearchIndexPage })),
);
