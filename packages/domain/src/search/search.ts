import { z } from 'zod';
import { hasRoles } from '../auth/roles';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../platform/paging';

/**
 * Global search (spec 1 §3 "Search modes", §9 "Indexing targets"): one index over every document
 * kind that exists, four modes, filters by kind, date range, program and author, paged hits with
 * highlighted snippets.
 */

/** FUZZY approximate (one-letter typos), MUST all terms, PHRASE the terms in order, SHOULD any term. */
export const SEARCH_MODES = ['FUZZY', 'MUST', 'PHRASE', 'SHOULD'] as const;
export type SearchMode = (typeof SEARCH_MODES)[number];

/** The indexing targets (spec 1 §9) whose areas exist today. */
export const SEARCH_KINDS = [
  'assignments',
  'contacts',
  'facebook',
  'newsreports',
  'posts',
  'productions',
  'reports',
  'rss',
  'stories',
  'twitter',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The read role of each indexed kind: the same role its area's lists need. */
export const SEARCH_KIND_READ_ROLES: Record<SearchKind, string> = {
  stories: 'ROLE_STORY_READ',
  assignments: 'ROLE_ASSIGNMENT_READ',
  productions: 'ROLE_PRODUCTION_READ',
  newsreports: 'ROLE_NEWS_REPORT_READ',
  contacts: 'ROLE_CONTACT_READ',
  posts: 'ROLE_POST_READ',
  reports: 'ROLE_REPORT_READ',
  rss: 'ROLE_AGENCY_READ',
  twitter: 'ROLE_AGENCY_READ',
  facebook: 'ROLE_AGENCY_READ',
};

/** The kinds a user holding `roles` may search, in SEARCH_KINDS order (ROLE_ROOT: every kind). */
export function searchableKinds(roles: readonly string[]): SearchKind[] {
  return SEARCH_KINDS.filter((kind) => hasRoles(roles, [SEARCH_KIND_READ_ROLES[kind]]));
}

/** Marks around a matched word in a snippet. */
export const HIGHLIGHT_START = '<mark>';
export const HIGHLIGHT_END = '</mark>';

/** Longest query text accepted. */
export const SEARCH_QUERY_MAX = 200;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const positiveId = z.coerce.number().int().positive();

/** A kinds filter: `kinds=a&kinds=b` or `kinds=a,b`. */
const kindsSchema = z
  .preprocess(
    (value) =>
      (Array.isArray(value) ? value : value === undefined ? [] : [value]).flatMap((item) =>
        typeof item === 'string' ? item.split(',').filter(Boolean) : [item],
      ),
    z.array(z.enum(SEARCH_KINDS)).max(SEARCH_KINDS.length),
  )
  .default([]);

/** The filters the search and the archive share (their words apart). */
const searchFilters = {
  mode: z.enum(SEARCH_MODES).default('MUST'),
  kinds: kindsSchema,
  from: isoDate.optional(),
  to: isoDate.optional(),
  programId: positiveId.optional(),
  authorId: positiveId.optional(),
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
};

/** A date range does not end before it starts. */
const isRangeInOrder = (query: { from?: string | undefined; to?: string | undefined }) =>
  !query.from || !query.to || query.from <= query.to;
const RANGE_OUT_OF_ORDER = { message: 'from after to', path: ['to'] };

/** GET /api/search query string. */
export const searchQuerySchema = z
  .object({
    q: z.string().trim().min(1).max(SEARCH_QUERY_MAX),
    ...searchFilters,
  })
  .refine(isRangeInOrder, RANGE_OUT_OF_ORDER);
export type SearchQuery = z.output<typeof searchQuerySchema>;

/** Which document a search hit or trash item is, and what its row shows of it. */
const documentRowShape = {
  kind: z.enum(SEARCH_KINDS),
  id: z.number().int(),
  title: z.string(),
  date: z.string().nullable(),
  programIds: z.array(z.number().int()),
};

/** One search result. `snippet` is plain text with matches between HIGHLIGHT_START/END. */
export const searchHitSchema = z.object({
  ...documentRowShape,
  snippet: z.string(),
  score: z.number(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

/** Index state per kind (spec 3 "index state"). */
export const indexKindStateSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  count: z.number().int(),
  lastRebuildAt: z.string().nullable(),
  running: z.boolean(),
});
export const indexStateSchema = z.object({ kinds: z.array(indexKindStateSchema) });
export type IndexState = z.infer<typeof indexStateSchema>;

/** POST /api/index/rebuild body: the targets to rebuild (none = every kind). */
export const indexRebuildSchema = z.object({
  targets: z.array(z.enum(SEARCH_KINDS)).max(SEARCH_KINDS.length).default([]),
});

/** Progress published on the `index` topic while a rebuild runs. */
export interface IndexProgress {
  kind: SearchKind;
  done: number;
  total: number;
  finished: boolean;
}

/** GET /api/trash query: excluded documents, newest exclusion first. */
export const trashQuerySchema = z.object({
  kinds: kindsSchema,
  /** Words of the title (accents and case ignored). */
  q: z.string().trim().max(SEARCH_QUERY_MAX).default(''),
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type TrashQuery = z.output<typeof trashQuerySchema>;

/** An excluded document in the trash; `purgeAt` null = kept until restored (retention 0). */
export const trashItemSchema = z.object({
  ...documentRowShape,
  excludedAt: z.string(),
  purgeAt: z.string().nullable(),
});
export type TrashItem = z.infer<typeof trashItemSchema>;

/**
 * GET /api/archive query: documents dated before today in a date range, optionally matching
 * words (any mode); without words the newest date comes first.
 */
export const archiveQuerySchema = z
  .object({
    q: z.string().trim().max(SEARCH_QUERY_MAX).default(''),
    ...searchFilters,
  })
  .refine(isRangeInOrder, RANGE_OUT_OF_ORDER);
export type ArchiveQuery = z.output<typeof archiveQuerySchema>;
