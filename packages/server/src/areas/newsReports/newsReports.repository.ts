import { documentPeople } from '../../platform/documents/documentPeople';
import { and, desc, eq, getTableColumns, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { NewsReportFilterQuery, PageQuery } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Executor } from '../../platform/db/client';
import { containsPattern } from '../../platform/db/like';
import { documentTable, idList, lockOfOther, pageOf } from '../../platform/documents/documentTable';
import { newsReports } from '../../platform/db/schema';

/**
 * The only Drizzle code of news reports: rows with the nicknames the document shows, the filter,
 * the trash, writes over a version and the usage counters. Reference checks and program groups
 * are the assignments' (assignmentsRepository.missing / programGroups).
 */

/** A stored news report row. */
export type NewsReportRow = typeof newsReports.$inferSelect;
/** What a save writes. */
export type NewsReportValues = Partial<typeof newsReports.$inferInsert>;

/** A news report with what its answer shows besides its own columns. */
export type NewsReportRecord = NewsReportRow & {
  ownerNickname: string | null;
  changerNickname: string | null;
};

const people = documentPeople(newsReports, 'news_report');

function recordSelect(db: Executor) {
  return people.join(
    db
      .select({ ...getTableColumns(newsReports), ...people.nicknames })
      .from(newsReports)
      .$dynamic(),
  );
}

const shared = documentTable(newsReports);
const ofVisiblePrograms = shared.ofVisiblePrograms;

/**
 * Without `allPrograms`: only news reports without a program or of a program restricted to one of
 * the actor's groups (their own programs); root sees every one.
 */
function ofOwnPrograms(actor: Actor): SQL | undefined {
  if (actor.isRoot) return undefined;
  if (actor.groupIds.length === 0) return sql`cardinality(${newsReports.programsIds}) = 0`;
  return sql`(cardinality(${newsReports.programsIds}) = 0 OR EXISTS (
    SELECT 1 FROM program_groups mg
    WHERE mg.program_id = ANY(${newsReports.programsIds}) AND mg.group_id IN (${idList(actor.groupIds)})))`;
}

/** Slug contains the text, ignoring accents and case; a private slug matches only for who sees it. */
function slugMatches(actor: Actor, text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  return sql`immutable_unaccent(${newsReports.slug}) ILIKE immutable_unaccent(${containsPattern(text)})
    AND (NOT ${newsReports.isPrivate} OR ${newsReports.ownerId} IS NULL OR ${newsReports.ownerId} = ${actor.userId}
         OR ${actor.userId} = ANY(${newsReports.allowedUserIds}))`;
}

async function page(
  db: Executor,
  where: SQL | undefined,
  order: SQL[],
  query: PageQuery,
): Promise<{ rows: NewsReportRecord[]; total: number }> {
  return pageOf(
    db,
    newsReports,
    where,
    recordSelect(db)
      .where(where)
      .orderBy(...order),
    query,
  );
}

export const newsReportsRepository = {
  async findRecord(db: Executor, id: number): Promise<NewsReportRecord | undefined> {
    const [row] = await recordSelect(db).where(eq(newsReports.id, id));
    return row;
  },

  lockRow: shared.lockRow,

  /** A page of live news reports matching the filter; newest date first. */
  filter(db: Executor, actor: Actor, query: NewsReportFilterQuery) {
    const where = and(
      eq(newsReports.excluded, false),
      ofVisiblePrograms(actor),
      query.allPrograms ? undefined : ofOwnPrograms(actor),
      query.from ? gte(newsReports.date, query.from) : undefined,
      query.to ? lte(newsReports.date, query.to) : undefined,
      slugMatches(actor, query.text),
    );
    return page(db, where, [desc(newsReports.date), desc(newsReports.id)], query);
  },

  /** The trash: excluded news reports the actor may see, most recently changed first. */
  excluded(db: Executor, actor: Actor, query: PageQuery) {
    const where = and(eq(newsReports.excluded, true), ofVisiblePrograms(actor));
    return page(db, where, [desc(newsReports.updatedAt), desc(newsReports.id)], query);
  },

  insert: shared.insert,

  updateAtVersion: shared.updateAtVersion,

  update: shared.update,

  lockOfOther,

  // ------------------------------------------------------------ usage counters

  /** Live news reports whose column equals the id (branch, classification). */
  countByColumn: (db: Executor, column: 'branchId' | 'classificationId', id: number) =>
    shared.countByColumn(db, newsReports[column], id),

  /** News reports whose id list holds the id (live ones only unless `includeExcluded`). */
  countInList: (
    db: Executor,
    column: 'vehiclesIds' | 'editorialsIds' | 'programsIds',
    id: number,
    includeExcluded = false,
  ) => shared.countInList(db, newsReports[column], id, includeExcluded),
};
