import { and, count, desc, eq, getTableColumns, gte, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { NewsReportFilterQuery, PageQuery } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Executor } from '../../platform/db/client';
import { containsPattern } from '../../platform/db/like';
import { locks, newsReports, users } from '../../platform/db/schema';

/**
 * The only Drizzle code of reportages: rows with the nicknames the document shows, the filter,
 * the trash, writes over a version and the usage counters. Reference checks and program groups
 * are the guidelines' (assignmentsRepository.missing / programGroups).
 */

/** A stored reportage row. */
export type NewsReportRow = typeof newsReports.$inferSelect;
/** What a save writes. */
export type NewsReportValues = Partial<typeof newsReports.$inferInsert>;

/** A reportage with what its answer shows besides its own columns. */
export type NewsReportRecord = NewsReportRow & {
  ownerNickname: string | null;
  changerNickname: string | null;
};

const owner = alias(users, 'news_report_owner');
const changer = alias(users, 'news_report_changer');

function recordSelect(db: Executor) {
  return db
    .select({
      ...getTableColumns(newsReports),
      ownerNickname: owner.nickname,
      changerNickname: changer.nickname,
    })
    .from(newsReports)
    .leftJoin(owner, eq(owner.id, newsReports.ownerId))
    .leftJoin(changer, eq(changer.id, newsReports.changedById));
}

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * Reportages of programs the actor may see (spec 1 §6): no program, or at least one program
 * that is open to everyone or restricted to one of the actor's groups.
 */
function ofVisiblePrograms(actor: Actor): SQL | undefined {
  if (actor.isRoot) return undefined;
  const member =
    actor.groupIds.length > 0
      ? sql` OR EXISTS (SELECT 1 FROM program_groups vg WHERE vg.program_id = np.pid AND vg.group_id IN (${idList(actor.groupIds)}))`
      : sql``;
  return sql`(cardinality(${newsReports.programsIds}) = 0 OR EXISTS (
    SELECT 1 FROM unnest(${newsReports.programsIds}) AS np(pid)
    WHERE NOT EXISTS (SELECT 1 FROM program_groups og WHERE og.program_id = np.pid)${member}))`;
}

/**
 * Without `allPrograms`: only reportages without a program or of a program restricted to one of
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
  const [total] = await db.select({ n: count() }).from(newsReports).where(where);
  const rows = await recordSelect(db)
    .where(where)
    .orderBy(...order)
    .limit(query.size)
    .offset(query.page * query.size);
  return { rows, total: total?.n ?? 0 };
}

export const newsReportsRepository = {
  async findRecord(db: Executor, id: number): Promise<NewsReportRecord | undefined> {
    const [row] = await recordSelect(db).where(eq(newsReports.id, id));
    return row;
  },

  /** Locks the row for the transaction (saves, patches and approvals of one reportage run in turn). */
  async lockRow(tx: Executor, id: number): Promise<void> {
    await tx
      .select({ id: newsReports.id })
      .from(newsReports)
      .where(eq(newsReports.id, id))
      .for('update');
  },

  /** A page of live reportages matching the filter; newest date first. */
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

  /** The trash: excluded reportages the actor may see, most recently changed first. */
  excluded(db: Executor, actor: Actor, query: PageQuery) {
    const where = and(eq(newsReports.excluded, true), ofVisiblePrograms(actor));
    return page(db, where, [desc(newsReports.updatedAt), desc(newsReports.id)], query);
  },

  async insert(tx: Executor, values: typeof newsReports.$inferInsert): Promise<number> {
    const [row] = await tx.insert(newsReports).values(values).returning({ id: newsReports.id });
    return row!.id;
  },

  /** Writes over `version` (bumping it); no row back means the stored version differs. */
  async updateAtVersion(
    tx: Executor,
    id: number,
    version: number,
    values: NewsReportValues,
    now: Date,
  ): Promise<{ id: number }[]> {
    return tx
      .update(newsReports)
      .set({ ...values, version: sql`${newsReports.version} + 1`, updatedAt: now })
      .where(and(eq(newsReports.id, id), eq(newsReports.version, version)))
      .returning({ id: newsReports.id });
  },

  /** Writes and bumps the version (patches, approval, association, sharing: the row lock serialises them). */
  async update(tx: Executor, id: number, values: NewsReportValues, now: Date): Promise<void> {
    await tx
      .update(newsReports)
      .set({ ...values, version: sql`${newsReports.version} + 1`, updatedAt: now })
      .where(eq(newsReports.id, id));
  },

  /** The live edit lock of a document held by another user, if any (nickname of its holder). */
  async lockOfOther(
    db: Executor,
    entityType: string,
    id: number,
    userId: number,
    now: Date,
  ): Promise<string | null> {
    const [row] = await db
      .select({ nickname: users.nickname })
      .from(locks)
      .innerJoin(users, eq(users.id, locks.userId))
      .where(
        and(
          eq(locks.entityType, entityType),
          eq(locks.entityId, String(id)),
          sql`${locks.userId} <> ${userId}`,
          sql`${locks.expiresAt} > ${now}`,
        ),
      );
    return row?.nickname ?? null;
  },

  // ------------------------------------------------------------ usage counters

  /** Live reportages whose column equals the id (branch, classification). */
  async countByColumn(
    db: Executor,
    column: 'branchId' | 'classificationId',
    id: number,
  ): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(newsReports)
      .where(and(eq(newsReports.excluded, false), eq(newsReports[column], id)));
    return row?.n ?? 0;
  },

  /** Reportages whose id list holds the id (live ones only unless `includeExcluded`). */
  async countInList(
    db: Executor,
    column: 'vehiclesIds' | 'editorialsIds' | 'programsIds',
    id: number,
    includeExcluded = false,
  ): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(newsReports)
      .where(
        and(
          includeExcluded ? undefined : eq(newsReports.excluded, false),
          sql`${id} = ANY(${newsReports[column]})`,
        ),
      );
    return row?.n ?? 0;
  },
};
