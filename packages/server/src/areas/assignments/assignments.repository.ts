import { documentPeople } from '../../platform/documents/documentPeople';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  lte,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AssignmentFilterQuery, DocumentState, PageQuery } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Executor } from '../../platform/db/client';
import { containsPattern } from '../../platform/db/like';
import { documentTable, lockOfOther, pageOf } from '../../platform/documents/documentTable';
import {
  assignments,
  branches,
  classifications,
  documentTypes,
  editorials,
  productions,
  programGroups,
  programs,
  teams,
  users,
  vehicles,
} from '../../platform/db/schema';

/**
 * The only Drizzle code of assignments: rows with the nicknames the document shows and the id of
 * the production made from it, the day list, the filter, the trash and the usage counters.
 */

/** A stored assignment row. */
export type AssignmentRow = typeof assignments.$inferSelect;
/** What a save writes. */
export type AssignmentValues = Partial<typeof assignments.$inferInsert>;

/** An assignment with what its answer shows besides its own columns. */
export type AssignmentRecord = AssignmentRow & {
  productionId: number | null;
  ownerNickname: string | null;
  changerNickname: string | null;
};

const people = documentPeople(assignments, 'assignment');

function recordSelect(db: Executor) {
  return people.join(
    db
      .select({
        ...getTableColumns(assignments),
        productionId: productions.id,
        ...people.nicknames,
      })
      .from(assignments)
      .leftJoin(productions, eq(productions.assignmentId, assignments.id))
      .$dynamic(),
  );
}

const shared = documentTable(assignments);
const ofVisiblePrograms = shared.ofVisiblePrograms;

/**
 * Assignments whose content the actor sees (canSeeContent): not private, or theirs or shared with
 * them.
 */
function ofVisibleContent(actor: Actor): SQL {
  return sql`(NOT ${assignments.isPrivate} OR ${assignments.ownerId} IS NULL OR ${assignments.ownerId} = ${actor.userId}
         OR ${actor.userId} = ANY(${assignments.allowedUserIds}))`;
}

/**
 * Assignments the actor reads whole (assignmentsPolicy.canReadWhole in SQL): of programs they may
 * see and not private to others. What a query of what is made from them (productions) filters by.
 */
export function readWholeBy(actor: Actor): SQL {
  return and(ofVisiblePrograms(actor), ofVisibleContent(actor))!;
}

/** Slug contains the text, ignoring accents and case; a private slug matches only for who sees it. */
function slugMatches(actor: Actor, text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  return sql`immutable_unaccent(${assignments.slug}) ILIKE immutable_unaccent(${containsPattern(text)})
    AND ${ofVisibleContent(actor)}`;
}

const newestFirst = [desc(assignments.date), desc(assignments.id)];

/** A table of referenced records: id column. */
type Referenced = PgTable & { id: PgColumn };
const REFERENCES = {
  type: documentTypes,
  team: teams,
  branch: branches,
  classification: classifications,
  user: users,
  program: programs,
  editorial: editorials,
  vehicle: vehicles,
} as const satisfies Record<string, Referenced>;
/** Kinds of records an assignment references. */
export type ReferenceKind = keyof typeof REFERENCES;

export const assignmentsRepository = {
  async findRecord(db: Executor, id: number): Promise<AssignmentRecord | undefined> {
    const [row] = await recordSelect(db).where(eq(assignments.id, id));
    return row;
  },

  lockRow: shared.lockRow,

  /** The live assignments of a day the actor may see, newest first. */
  async listOfDay(db: Executor, actor: Actor, date: string): Promise<AssignmentRecord[]> {
    return recordSelect(db)
      .where(
        and(eq(assignments.excluded, false), eq(assignments.date, date), ofVisiblePrograms(actor)),
      )
      .orderBy(desc(assignments.id));
  },

  /** A page of live assignments matching the filter; date and id descending. */
  async filter(
    db: Executor,
    actor: Actor,
    query: AssignmentFilterQuery,
  ): Promise<{ rows: AssignmentRecord[]; total: number }> {
    const where = and(
      eq(assignments.excluded, false),
      ofVisiblePrograms(actor),
      query.from ? gte(assignments.date, query.from) : undefined,
      query.to ? lte(assignments.date, query.to) : undefined,
      query.state ? eq(assignments.state, query.state) : undefined,
      query.programId ? sql`${query.programId} = ANY(${assignments.programsIds})` : undefined,
      slugMatches(actor, query.text),
    );
    return pageOf(
      db,
      assignments,
      where,
      recordSelect(db)
        .where(where)
        .orderBy(...newestFirst),
      query,
    );
  },

  /** The trash: excluded assignments the actor may see, most recently changed first. */
  async excluded(
    db: Executor,
    actor: Actor,
    query: PageQuery,
  ): Promise<{ rows: AssignmentRecord[]; total: number }> {
    const where = and(eq(assignments.excluded, true), ofVisiblePrograms(actor));
    const ordered = recordSelect(db)
      .where(where)
      .orderBy(desc(assignments.updatedAt), desc(assignments.id));
    return pageOf(db, assignments, where, ordered, query);
  },

  /** Count of a day's live assignments per state, among those the actor may see. */
  async countByState(
    db: Executor,
    actor: Actor,
    date: string,
  ): Promise<{ state: DocumentState; n: number }[]> {
    const rows = await db
      .select({ state: assignments.state, n: count() })
      .from(assignments)
      .where(
        and(eq(assignments.excluded, false), eq(assignments.date, date), ofVisiblePrograms(actor)),
      )
      .groupBy(assignments.state)
      .orderBy(asc(assignments.state));
    return rows.map((r) => ({ state: r.state as DocumentState, n: r.n }));
  },

  /** The day's live assignments the actor may see per program (null = none, the drawer). */
  async groupings(
    db: Executor,
    actor: Actor,
    date: string,
  ): Promise<{ programId: number | null; count: number }[]> {
    const visible = ofVisiblePrograms(actor) ?? sql`true`;
    const result = (await db.execute(sql`
      SELECT p.pid AS "programId", count(*)::int AS "count"
      FROM ${assignments}
      CROSS JOIN LATERAL (
        SELECT unnest(${assignments.programsIds})::int AS pid
        UNION ALL SELECT NULL::int WHERE cardinality(${assignments.programsIds}) = 0
      ) p
      WHERE ${assignments.excluded} = false AND ${assignments.date} = ${date} AND ${visible}
      GROUP BY p.pid
      ORDER BY p.pid NULLS FIRST`)) as unknown as {
      rows: { programId: number | null; count: number }[];
    };
    return result.rows.map((r) => ({
      programId: r.programId === null ? null : Number(r.programId),
      count: Number(r.count),
    }));
  },

  insert: shared.insert,

  updateAtVersion: shared.updateAtVersion,

  update: shared.update,

  /** Groups restricting each of these programs (absent or empty = open to everyone). */
  async programGroups(db: Executor, programIds: readonly number[]): Promise<Map<number, number[]>> {
    const groupsOf = new Map<number, number[]>(programIds.map((id) => [id, []]));
    if (programIds.length === 0) return groupsOf;
    const rows = await db
      .select({ programId: programGroups.programId, groupId: programGroups.groupId })
      .from(programGroups)
      .where(inArray(programGroups.programId, [...programIds]));
    for (const row of rows) groupsOf.get(row.programId)?.push(row.groupId);
    return groupsOf;
  },

  /** The ids among `ids` that name no record of the kind. */
  async missing(db: Executor, kind: ReferenceKind, ids: readonly number[]): Promise<number[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const table: Referenced = REFERENCES[kind];
    const found = await db.select({ id: table.id }).from(table).where(inArray(table.id, unique));
    const known = new Set(found.map((r) => Number(r.id)));
    return unique.filter((id) => !known.has(id));
  },

  /** The live edit lock of an assignment held by another user, if any (nickname of its holder). */
  lockOfOther: (db: Executor, id: number, userId: number, now: Date) =>
    lockOfOther(db, 'assignment', id, userId, now),

  // ------------------------------------------------------------ usage counters

  /** Live assignments whose column equals the id (team, type, branch, classification). */
  countByColumn: (
    db: Executor,
    column: 'teamId' | 'typeId' | 'branchId' | 'classificationId',
    id: number,
  ) => shared.countByColumn(db, assignments[column], id),

  /** Assignments whose id list holds the id (live ones only unless `includeExcluded`). */
  countInList: (
    db: Executor,
    column: 'vehiclesIds' | 'editorialsIds' | 'programsIds',
    id: number,
    includeExcluded = false,
  ) => shared.countInList(db, assignments[column], id, includeExcluded),

  /** Live assignments with a guide naming the address-book contact (`contactId` of its contacts). */
  async countContactUses(db: Executor, contactId: number): Promise<number> {
    const guideNaming = JSON.stringify([{ contacts: [{ contactId }] }]);
    const [row] = await db
      .select({ n: count() })
      .from(assignments)
      .where(
        and(eq(assignments.excluded, false), sql`${assignments.guides} @> ${guideNaming}::jsonb`),
      );
    return row?.n ?? 0;
  },
};
