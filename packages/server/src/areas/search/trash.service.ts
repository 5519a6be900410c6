import {
  type ArchiveQuery,
  newsroomToday,
  type Paged,
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
import { searchRepository } from './search.repository';
import { hitsPage, kindsPage, programGroupsOf } from './search.service';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * GET /trash: the excluded documents of every kind the actor may read (the same program and
 * privacy rules as the search), newest exclusion first, with the day the retention of deleted
 * documents will purge each (null when kept forever). Restores go through each kind's own call.
 */
export function trash(
  platform: Platform,
  actor: Actor,
  query: TrashQuery,
): Promise<Paged<TrashItem>> {
  return kindsPage(actor, query, (kinds) => trashPage(platform, actor, query, kinds));
}

/** One page of the trash over kinds settled. */
async function trashPage(
  platform: Platform,
  actor: Actor,
  query: TrashQuery,
  kinds: SearchKind[],
): Promise<Paged<TrashItem>> {
  const db = platform.database.db;
  const days = await retentionDays(db);
  const { rows, total } = await searchRepository.trash(db, {
    kinds,
    userId: actor.userId,
    groupIds: programGroupsOf(actor),
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
export function archive(
  platform: Platform,
  actor: Actor,
  query: ArchiveQuery,
): Promise<Paged<SearchHit>> {
  const tsquery = query.q === '' ? null : tsqueryText(query.q, query.mode);
  return kindsPage(actor, query, (kinds) => {
    if (query.q !== '' && tsquery === null) return undefined;
    const before = newsroomToday(platform.config.newsroomTimeZone, platform.clock());
    return hitsPage(platform, actor, { ...query, kinds, tsquery, before });
  });
}

/** The retention of deleted documents: every indexed kind's documents excluded longer ago. */
export const purgeDeletedDocuments: RetentionPurger = async (tx, before, areas) => {
  for (const kind of areas.search.kinds()) {
    await searchRepository.purgeExcluded(tx, kind, areas.search.source(kind)!.table, before);
  }
};
