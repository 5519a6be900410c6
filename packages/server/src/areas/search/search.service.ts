import {
  HIGHLIGHT_END,
  HIGHLIGHT_START,
  SEARCH_KINDS,
  searchTerms,
  tsqueryText,
  type Paged,
  type PageQuery,
  type SearchHit,
  type SearchKind,
  type SearchQuery,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import { searchPolicy } from './search.policy';
import { searchRepository, type HitRow } from './search.repository';
import { forbidden } from '../../platform/http/refusals';

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The snippet as safe HTML: the document's text escaped, only the highlight marks as markup
 * (so the web may render it as HTML without a document's `<` ever becoming a tag).
 */
export function safeSnippet(headline: string): string {
  return headline
    .split(HIGHLIGHT_START)
    .map((part, index) => {
      if (index === 0) return escapeHtml(part.split(HIGHLIGHT_END).join(''));
      const end = part.indexOf(HIGHLIGHT_END);
      if (end < 0) return escapeHtml(part);
      const marked = escapeHtml(part.slice(0, end));
      const rest = escapeHtml(
        part
          .slice(end + HIGHLIGHT_END.length)
          .split(HIGHLIGHT_END)
          .join(''),
      );
      return `${HIGHLIGHT_START}${marked}${HIGHLIGHT_END}${rest}`;
    })
    .join('');
}

/** A hit row as the API answers it, its snippet made safe. */
export function presentHit(row: HitRow): SearchHit {
  return {
    kind: row.kind as SearchKind,
    id: row.documentId,
    title: row.title,
    date: row.date,
    programIds: row.programIds,
    snippet: safeSnippet(row.snippet),
    score: Math.round(row.score * 10000) / 10000,
  };
}

/** The groups whose programs the actor may access (canAccessProgram); null for root (every program). */
export function programGroupsOf(actor: Actor): readonly number[] | null {
  return actor.isRoot ? null : actor.groupIds;
}

/**
 * A page over the kinds the actor may read among those asked (none asked = all; 403 when it reads
 * none): empty when none of them is left, or when `read` has nothing to ask (undefined).
 */
export async function kindsPage<T>(
  actor: Actor,
  query: PageQuery & { kinds: readonly SearchKind[] },
  read: (kinds: SearchKind[]) => Promise<Paged<T>> | undefined,
): Promise<Paged<T>> {
  const readable = searchPolicy.readableKinds(actor, SEARCH_KINDS);
  if (readable.length === 0) throw forbidden();
  const kinds =
    query.kinds.length === 0 ? readable : readable.filter((k) => query.kinds.includes(k));
  const page = kinds.length === 0 ? undefined : read(kinds);
  return page ?? { data: [], page: query.page, size: query.size, total: 0 };
}

/**
 * GET /search: a page of hits over the kinds the actor may read (403 when none), filtered by
 * programs, privacy, kind, date range, program and author.
 */
export function search(
  platform: Platform,
  actor: Actor,
  query: SearchQuery,
): Promise<Paged<SearchHit>> {
  const tsquery = tsqueryText(query.q, query.mode);
  return kindsPage(actor, query, (kinds) =>
    tsquery === null ? undefined : hitsPage(platform, actor, { ...query, kinds, tsquery }),
  );
}

/** What {@link hitsPage} asks: a search or archive query with its kinds and tsquery settled. */
export type HitsQuery = Omit<SearchQuery, 'q' | 'kinds'> & {
  q: string;
  kinds: SearchKind[];
  tsquery: string | null;
  before?: string;
};

/** A page of hits of the query, over the programs and private documents the actor may see. */
export async function hitsPage(
  platform: Platform,
  actor: Actor,
  query: HitsQuery,
): Promise<Paged<SearchHit>> {
  const { rows, total } = await searchRepository.search(platform.database.db, {
    kinds: query.kinds,
    mode: query.mode,
    tsquery: query.tsquery,
    terms: searchTerms(query.q),
    from: query.from,
    to: query.to,
    before: query.before,
    programId: query.programId,
    authorId: query.authorId,
    userId: actor.userId,
    groupIds: programGroupsOf(actor),
    page: query.page,
    size: query.size,
  });
  return { data: rows.map(presentHit), page: query.page, size: query.size, total };
}
