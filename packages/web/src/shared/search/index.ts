/** Search results shared by global search, the archive and the trash. */
export { Snippet } from './Snippet';
export type { SnippetProps } from './Snippet';
export { splitSnippet, unescapeSnippetText } from './snippet';
export type { SnippetPart } from './snippet';
export { SEARCH_KIND_COLOURS, SEARCH_KIND_ORIGINS } from './kinds';
