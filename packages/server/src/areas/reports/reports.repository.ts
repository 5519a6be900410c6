import { and, count, desc, eq, getTableColumns, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { PageQuery, ReportFilterQuery } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Executor } from '../../platform/db/client';
import { containsPattern } from '../../platform/db/like';
import { reports } from '../../platform/db/schema';
import { documentPeople } from '../../platform/documents/documentPeople';
import { documentTable, pageOf } from '../../platform/documents/documentTable';

/** The only Drizzle code of reports: rows with their people, the filter, writes, usage counts. */

export type ReportRow = typeof reports.$inferSelect;
export type ReportValues = Partial<typeof reports.$inferInsert>;

/** A report with what its answer shows besides its own columns. */
export type ReportRecord = ReportRow & {
  ownerNickname: string | null;
  changerNickname: string | null;
};

const people = documentPeople(reports, 'report');
const shared = documentTable(reports);

function recordSelect(db: Executor) {
  return people.join(
    db
      .select({ ...getTableColumns(reports), ...people.nicknames })
      .from(reports)
      .$dynamic(),
  );
}

/** Words of the title or text; a private report's words match only for who sees it. */
function wordsMatch(actor: Actor, text: string): SQL | undefined {
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return sql`(immutable_unaccent(${reports.title}) ILIKE immutable_unaccent(${pattern})
      OR immutable_unaccent(${reports.text}) ILIKE immutable_unaccent(${pattern}))
    AND (NOT ${reports.isPrivate} OR ${reports.ownerId} IS NULL OR ${reports.ownerId} = ${actor.userId}
         OR ${actor.userId} = ANY(${reports.allowedUserIds}))`;
}

async function page(db: Executor, where: SQL | undefined, query: PageQuery) {
  return pageOf(
    db,
    reports,
    where,
    recordSelect(db).where(where).orderBy(desc(reports.date), desc(reports.id)),
    query,
  );
}

/** Reports (live or in the trash, which may come back) naming a category or an event. */
async function countWhere(db: Executor, where: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reports).where(where);
  return row?.n ?? 0;
}

export const reportsRepository = {
  async findRecord(db: Executor, id: number): Promise<ReportRecord | undefined> {
    const [row] = await recordSelect(db).where(eq(reports.id, id));
    return row;
  },

  lockRow: shared.lockRow,
  insert: shared.insert,
  updateAtVersion: shared.updateAtVersion,
  update: shared.update,

  /** Live reports of the days, words, category and event asked; newest day first. */
  filter(db: Executor, actor: Actor, query: ReportFilterQuery) {
    const where = and(
      eq(reports.excluded, false),
      query.from ? gte(reports.date, query.from) : undefined,
      query.to ? lte(reports.date, query.to) : undefined,
      query.categoryId ? eq(reports.categoryId, query.categoryId) : undefined,
      query.eventId ? sql`${query.eventId} = ANY(${reports.eventIds})` : undefined,
      wordsMatch(actor, query.text),
    );
    return page(db, where, query);
  },

  countInCategory: (db: Executor, categoryId: number) =>
    countWhere(db, eq(reports.categoryId, categoryId)),

  countCoveringEvent: (db: Executor, eventId: number) =>
    countWhere(db, sql`${eventId} = ANY(${reports.eventIds})`),
};
