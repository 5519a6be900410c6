import { lazyWithTexts } from '../../shared/i18n';

/** The search index administration (issue 8): state per kind and rebuild with live progress. */
export type { SearchIndexPageProps } from './pages/SearchIndexPage';

/** Admin "search index", loaded on demand. */
export const SearchIndexPage = lazyWithTexts(() =>
  import('./pages/SearchIndexPage').then((m) => ({ default: m.SearchIndexPage })),
);
