/** Search results shared by global search, the archive and the trash. */
export { Snippet } from './Snippet';
export type { SnippetProps } from './Snippet';
export { splitSnippet, unescapeSnippetText } from './snippet';
export type { SnippetPart } from './snippet';
export { SEARCH_KIND_COLOURS, SEARCH_KIND_ORIGINS } from './kinds';
export {
  dateColumn,
  indexedRowAttributes,
  indexedRowKey,
  kindColumn,
  programsColumn,
} from './columns';
export type { IndexedRow } from './columns';
export { SearchKindsSelect } from './SearchKindsSelect';
export type { SearchKindsSelectProps } from './SearchKindsSelect';
export { SearchHitDrawer } from './SearchHitDrawer';
export type { SearchHitDrawerProps } from './SearchHitDrawer';
