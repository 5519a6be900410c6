import { and, asc, desc, eq, gte, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ProductionInput } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Executor } from '../../platform/db/client';
import { containsPattern } from '../../platform/db/like';
import {
  assignments,
  productionResources,
  productions,
  productionTypes,
  teams,
  users,
  vehicles,
} from '../../platform/db/schema';
import { pageOf } from '../../platform/documents/documentTable';
import { assignmentsRepository, readWholeBy } from '../assignments/assignments.repository';
import type { AssignmentVisibility } from './productions.policy';

/** A stored production row. */
export type ProductionRow = typeof productions.$inferSelect;

/** A production with the nicknames it shows. */
export interface ProductionRecord {
  row: ProductionRow;
  ownerNickname: string | null;
  changedByNickname: string | null;
}

/** The assignment fields a production is made from, with what decides its visibility. */
export interface AssignmentSource extends AssignmentVisibility {
  id: number;
  slug: string;
  date: string | null;
  teamId: number | null;
  producersIds: number[];
  editorsIds: number[];
  vehiclesIds: number[];
  information: string;
  guides: unknown;
  tasks: unknown;
}

const owner = alias(users, 'production_owner');
const changer = alias(users, 'production_changer');

function selectRecords(db: Executor) {
  return db
    .select({
      row: productions,
      ownerNickname: owner.nickname,
      changedByNickname: changer.nickname,
    })
    .from(productions)
    .leftJoin(owner, eq(owner.id, productions.ownerId))
    .leftJoin(changer, eq(changer.id, productions.changedById));
}

/** Order of a day list: by schedule (unscheduled last), departure, slug. */
const dayOrder = [
  sql`${productions.schedule} ASC NULLS LAST`,
  sql`${productions.departure} ASC NULLS LAST`,
  asc(productions.slug),
  asc(productions.id),
];

/** Accent- and case-insensitive "contains" on slug, location, medias and information. */
function matchesText(text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(
    ...[productions.slug, productions.local, productions.medias, productions.information].map(
      (column) => sql`immutable_unaccent(${column}) ILIKE immutable_unaccent(${pattern})`,
    ),
  );
}

/**
 * Productions the actor may see (productionsPolicy.canSee in SQL): of their own, or of an
 * assignment the actor reads whole.
 */
function seenBy(actor: Actor): SQL {
  return sql`(${productions.assignmentId} IS NULL OR EXISTS (
    SELECT 1 FROM ${assignments}
    WHERE ${assignments.id} = ${productions.assignmentId} AND ${readWholeBy(actor)}))`;
}

/** What decides who sees an assignment row: its privacy, programs and their groups. */
async function visibilityOf(
  db: Executor,
  row: Pick<
    typeof assignments.$inferSelect,
    'isPrivate' | 'ownerId' | 'allowedUserIds' | 'programsIds'
  >,
): Promise<AssignmentVisibility> {
  return {
    isPrivate: row.isPrivate,
    ownerId: row.ownerId,
    allowedUserIds: row.allowedUserIds,
    programsIds: row.programsIds,
    groupsOf: await assignmentsRepository.programGroups(db, row.programsIds),
  };
}

const inIds = (column: typeof productions.resourcesIds, id: number): SQL =>
  sql`${id} = ANY(${column})`;

/** Productions that are not in the trash and reference an id through a condition. */
async function countActive(db: Executor, where: SQL): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(productions)
    .where(and(eq(productions.excluded, false), where));
  return row?.n ?? 0;
}

/** The only code that reads and writes productions. */
export const productionsRepository = {
  /** A production by id (also when excluded). */
  async findById(db: Executor, id: number): Promise<ProductionRecord | undefined> {
    const [row] = await selectRecords(db).where(eq(productions.id, id));
    return row;
  },

  /** A production row by id, locked for the rest of the transaction. */
  async lockRow(db: Executor, id: number): Promise<ProductionRow | undefined> {
    const [row] = await db.select().from(productions).where(eq(productions.id, id)).for('update');
    return row;
  },

  /** The production made from an assignment (also when excluded). */
  async findByAssignment(
    db: Executor,
    assignmentId: number,
  ): Promise<ProductionRecord | undefined> {
    const [row] = await selectRecords(db).where(eq(productions.assignmentId, assignmentId));
    return row;
  },

  /** The productions of a day the actor may see, optionally without the done ones. */
  async listOfDay(
    db: Executor,
    actor: Actor,
    date: string,
    onlyNotDone: boolean,
  ): Promise<ProductionRecord[]> {
    return selectRecords(db)
      .where(
        and(
          eq(productions.excluded, false),
          eq(productions.date, date),
          onlyNotDone ? ne(productions.status, 'DONE') : undefined,
          seenBy(actor),
        ),
      )
      .orderBy(...dayOrder);
  },

  /** A page of the productions the actor may see between two dates whose texts contain `text`. */
  async filter(
    db: Executor,
    actor: Actor,
    query: { from?: string; to?: string; text?: string; page: number; size: number },
  ): Promise<{ rows: ProductionRecord[]; total: number }> {
    const where = and(
      eq(productions.excluded, false),
      seenBy(actor),
      query.from ? gte(productions.date, query.from) : undefined,
      query.to ? lte(productions.date, query.to) : undefined,
      matchesText(query.text),
    );
    const ordered = selectRecords(db)
      .where(where)
      .orderBy(desc(productions.date), ...dayOrder);
    return pageOf(db, productions, where, ordered, query);
  },

  /** A page of the trash the actor may see, most recently changed first. */
  async excluded(
    db: Executor,
    actor: Actor,
    query: { page: number; size: number },
  ): Promise<{ rows: ProductionRecord[]; total: number }> {
    const where = and(eq(productions.excluded, true), seenBy(actor));
    const ordered = selectRecords(db)
      .where(where)
      .orderBy(desc(productions.updatedAt), desc(productions.id));
    return pageOf(db, productions, where, ordered, query);
  },

  /** Inserts a production; its id. */
  async insert(
    db: Executor,
    values: ProductionInput & { assignmentId: number | null; ownerId: number; changedById: number },
    now: Date,
  ): Promise<number> {
    const [row] = await db
      .insert(productions)
      .values({ ...values, createdAt: now, updatedAt: now })
      .returning({ id: productions.id });
    return row!.id;
  },

  /** Saves every editable field at `version`; no row back = stale, excluded or missing. */
  async updateAtVersion(
    db: Executor,
    id: number,
    version: number,
    values: ProductionInput & { changedById: number },
    now: Date,
  ): Promise<{ id: number }[]> {
    return db
      .update(productions)
      .set({ ...values, version: sql`${productions.version} + 1`, updatedAt: now })
      .where(
        and(
          eq(productions.id, id),
          eq(productions.version, version),
          eq(productions.excluded, false),
        ),
      )
      .returning({ id: productions.id });
  },

  /** Changes some columns of a production and bumps its version. */
  async update(
    db: Executor,
    id: number,
    values: Partial<ProductionInput> & { changedById: number },
    now: Date,
  ): Promise<void> {
    await db
      .update(productions)
      .set({ ...values, version: sql`${productions.version} + 1`, updatedAt: now })
      .where(eq(productions.id, id));
  },

  /**
   * An assignment that is not in the trash, with what a production copies from it and who may see
   * it. Read here (not through the assignments service) so productions only depend on the table
   * and the assignment's rules.
   */
  async assignmentSource(
    db: Executor,
    assignmentId: number,
  ): Promise<AssignmentSource | undefined> {
    const [row] = await db
      .select()
      .from(assignments)
      .where(and(eq(assignments.id, assignmentId), eq(assignments.excluded, false)));
    if (!row) return undefined;
    return {
      id: row.id,
      slug: row.slug,
      date: row.date,
      teamId: row.teamId,
      producersIds: row.producersIds,
      editorsIds: row.editorsIds,
      vehiclesIds: row.vehiclesIds,
      information: row.information,
      guides: row.guides,
      tasks: row.tasks,
      ...(await visibilityOf(db, row)),
    };
  },

  /**
   * Who may see a production's assignment (in the trash too), which the production inherits; null
   * for a production of its own.
   */
  async assignmentVisibility(
    db: Executor,
    assignmentId: number | null,
  ): Promise<AssignmentVisibility | null> {
    if (assignmentId === null) return null;
    const [row] = await db
      .select({
        isPrivate: assignments.isPrivate,
        ownerId: assignments.ownerId,
        allowedUserIds: assignments.allowedUserIds,
        programsIds: assignments.programsIds,
      })
      .from(assignments)
      .where(eq(assignments.id, assignmentId));
    return row ? visibilityOf(db, row) : null;
  },

  /** The id of the production made from an assignment, if any (also when excluded). */
  async idsOfAssignment(db: Executor, assignmentId: number): Promise<number[]> {
    const rows = await db
      .select({ id: productions.id })
      .from(productions)
      .where(eq(productions.assignmentId, assignmentId));
    return rows.map((row) => row.id);
  },

  /**
   * Which referenced ids do not exist (removed lookups still count as existing, so re-saving an
   * old production keeps them). Answers the names of the fields at fault.
   */
  async unknownReferences(
    db: Executor,
    input: Pick<
      ProductionInput,
      'typeId' | 'teamId' | 'resourcesIds' | 'vehiclesIds' | 'producersIds' | 'editorsIds'
    >,
  ): Promise<string[]> {
    const missing = async (
      field: string,
      table:
        | typeof productionTypes
        | typeof productionResources
        | typeof teams
        | typeof vehicles
        | typeof users,
      ids: readonly number[],
    ): Promise<string | null> => {
      const wanted = [...new Set(ids)];
      if (wanted.length === 0) return null;
      const found = await db.select({ id: table.id }).from(table).where(inArray(table.id, wanted));
      return found.length === wanted.length ? null : field;
    };
    // One after another: inside a transaction PGlite has a single connection.
    const checks = [
      await missing('typeId', productionTypes, input.typeId === null ? [] : [input.typeId]),
      await missing('teamId', teams, input.teamId === null ? [] : [input.teamId]),
      await missing('resourcesIds', productionResources, input.resourcesIds),
      await missing('vehiclesIds', vehicles, input.vehiclesIds),
      await missing('producersIds', users, input.producersIds),
      await missing('editorsIds', users, input.editorsIds),
    ];
    return checks.filter((field): field is string => field !== null);
  },

  /** Active productions using a resource (usage counter). */
  countByResource: (db: Executor, id: number) =>
    countActive(db, inIds(productions.resourcesIds, id)),
  /** Active productions of a production type. */
  countByType: (db: Executor, id: number) => countActive(db, eq(productions.typeId, id)),
  /** Active productions of a team. */
  countByTeam: (db: Executor, id: number) => countActive(db, eq(productions.teamId, id)),
  /** Active productions booking a vehicle. */
  countByVehicle: (db: Executor, id: number) => countActive(db, inIds(productions.vehiclesIds, id)),
};
