import {
  type ArchiveQuery,
  newsroomToday,
  type Paged,
  SEARCH_KINDS,
  type SearchHit,
  type SearchKind,
  searchTerms,
  type TrashItem,
  type TrashQuery,
  tsqueryText,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import type { RetentionPurger } from '../../platform/areas/manifest';
import { retentionDays } from '../../platform/jobs/retention';
import { searchPolicy } from './search.policy';
import { searchRepository } from './search.repository';
import { accessiblePrograms, hitsPage } from './search.service';
import { forbidden } from '../../platform/http/refusals';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The kinds the actor may read, narrowed to those asked for (none asked = all); 403 when none. */
function kindsFor(actor: Actor, asked: readonly SearchKind[]): SearchKind[] {
  const readable = searchPolicy.readableKinds(actor, SEARCH_KINDS);
  if (readable.length === 0) throw forbidden();
  return asked.length === 0 ? readable : readable.filter((kind) => asked.includes(kind));
}

/**
 * GET /trash: the excluded documents of every kind the actor may read (the same program and
 * privacy rules as the search), newest exclusion first, with the day the retention of deleted
 * documents will purge each (null when kept forever). Restores go through each kind's own call.
 */
export async function trash(
  platform: Platform,
  actor: Actor,
  query: TrashQuery,
): Promise<Paged<TrashItem>> {
  const kinds = kindsFor(actor, query.kinds);
  const empty = { data: [], page: query.page, size: query.size, total: 0 };
  if (kinds.length === 0) return empty;
  const db = platform.database.db;
  const [programIds, days] = await Promise.all([
    accessiblePrograms(platform, actor),
    retentionDays(db),
  ]);
  const { rows, total } = await searchRepository.trash(db, {
    kinds,
    userId: actor.userId,
    programIds,
    titleWords: searchTerms(query.q),
    page: query.page,
    size: query.size,
  });
  const keepDays = days.deletedDocuments;
  return {
    data: rows.map((row) => ({
      kind: row.kind as SearchKind,
      id: row.documentId,
      title: row.title,
      date: row.date,
      programIds: row.programIds,
      excludedAt: row.excludedAt.toISOString(),
      purgeAt:
        keepDays > 0 ? new Date(row.excludedAt.getTime() + keepDays * DAY_MS).toISOString() : null,
    })),
    page: query.page,
    size: query.size,
    total,
  };
}

/**
 * GET /archive: documents dated before the newsroom's today, in the date range, of the kinds,
 * program and author asked, optionally matching words in the chosen mode (best first), else
 * newest date first.
 */
export async function archive(
  platform: Platform,
  actor: Actor,
  query: ArchiveQuery,
): Promise<Paged<SearchHit>> {
  const kinds = kindsFor(actor, query.kinds);
  const empty = { data: [], page: query.page, size: query.size, total: 0 };
  const tsquery = query.q === '' ? null : tsqueryText(query.q, query.mode);
  if (kinds.length === 0 || (query.q !== '' && tsquery === null)) return empty;
  const before = newsroomToday(platform.config.newsroomTimeZone, platform.clock());
  return hitsPage(platform, actor, { ...query, kinds, tsquery, before });
}

/** The retention of deleted documents: every indexed kind's documents excluded longer ago. */
export const purgeDeletedDocuments: RetentionPurger = async (tx, before, areas) => {
  for (const kind of areas.search.kinds()) {
    await searchRepository.purgeExcluded(tx, kind, areas.search.source(kind)!.table, before);
  }
};
