import { and, asc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { PROGRAM_PEOPLE_ROLES, type ProgramPeopleRole } from '@newsroom/domain';
import type { Executor } from '../../platform/db/client';
import { containsPattern } from '../../platform/db/like';
import {
  devices,
  groupMembers,
  groups,
  programGroups,
  programPeople,
  programs,
  users,
} from '../../platform/db/schema';

/** A stored program. */
export type ProgramRow = typeof programs.$inferSelect;

/** People of one program by function. */
export type ProgramPeopleByRole = Record<ProgramPeopleRole, number[]>;

/** A program with its people and group restriction. */
export interface ProgramWithRelations {
  program: ProgramRow;
  people: ProgramPeopleByRole;
  groupIds: number[];
}

/** The columns written by create and update. */
export type ProgramValues = Pick<
  typeof programs.$inferInsert,
  | 'name'
  | 'start'
  | 'end'
  | 'enabled'
  | 'legacyMode'
  | 'defaultAnnouncerId'
  | 'defaultPresenterId'
  | 'cgDeviceId'
  | 'playoutDeviceId'
>;

/** A person as the people lists show them. */
export interface PersonRow {
  id: number;
  name: string;
  nickname: string;
}

function emptyPeople(): ProgramPeopleByRole {
  return { announcer: [], presenter: [], image_editor: [] };
}

function isPeopleRole(role: string): role is ProgramPeopleRole {
  return (PROGRAM_PEOPLE_ROLES as readonly string[]).includes(role);
}

function filterCondition(filter: string): SQL | undefined {
  if (!filter) return undefined;
  return sql`immutable_unaccent(${programs.name}) ILIKE immutable_unaccent(${containsPattern(filter)})`;
}

const personColumns = { id: users.id, name: users.name, nickname: users.nickname };

/** The only code that reads and writes programs, their people and group restrictions. */
export const programsRepository = {
  /** Every program by schedule, with relations (a newsroom has tens of shows, not thousands). */
  async all(db: Executor): Promise<ProgramWithRelations[]> {
    const rows = await db
      .select()
      .from(programs)
      .orderBy(asc(programs.start), sql`lower(${programs.name})`, asc(programs.id));
    return this.withRelations(db, rows);
  },

  /** A page of programs by name. */
  async page(db: Executor, query: { filter: string; page: number; size: number }) {
    const where = filterCondition(query.filter);
    const rows = await db
      .select()
      .from(programs)
      .where(where)
      .orderBy(sql`lower(${programs.name})`, asc(programs.id))
      .limit(query.size)
      .offset(query.page * query.size);
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(programs)
      .where(where);
    return { rows: await this.withRelations(db, rows), total: count?.n ?? 0 };
  },

  async findById(db: Executor, id: number): Promise<ProgramWithRelations | undefined> {
    const [row] = await db.select().from(programs).where(eq(programs.id, id));
    if (!row) return undefined;
    const [found] = await this.withRelations(db, [row]);
    return found;
  },

  /** Attaches people and groups (two queries for all rows). */
  async withRelations(db: Executor, rows: ProgramRow[]): Promise<ProgramWithRelations[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const people = await db
      .select()
      .from(programPeople)
      .where(inArray(programPeople.programId, ids))
      .orderBy(asc(programPeople.userId));
    const restrictions = await db
      .select()
      .from(programGroups)
      .where(inArray(programGroups.programId, ids))
      .orderBy(asc(programGroups.groupId));
    const peopleOf = new Map<number, ProgramPeopleByRole>(ids.map((id) => [id, emptyPeople()]));
    const groupsOf = new Map<number, number[]>(ids.map((id) => [id, []]));
    for (const person of people)
      if (isPeopleRole(person.role))
        peopleOf.get(person.programId)?.[person.role].push(person.userId);
    for (const restriction of restrictions)
      groupsOf.get(restriction.programId)?.push(restriction.groupId);
    return rows.map((program) => ({
      program,
      people: peopleOf.get(program.id) ?? emptyPeople(),
      groupIds: groupsOf.get(program.id) ?? [],
    }));
  },

  /** Whether another program already has this name, case-insensitively. */
  async nameTaken(db: Executor, name: string, exceptId: number | null): Promise<boolean> {
    const [row] = await db
      .select({ id: programs.id })
      .from(programs)
      .where(
        and(
          sql`lower(${programs.name}) = lower(${name})`,
          exceptId === null ? undefined : ne(programs.id, exceptId),
        ),
      );
    return row !== undefined;
  },

  async existingUserIds(db: Executor, ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
    return new Set(rows.map((r) => r.id));
  },

  async existingGroupIds(db: Executor, ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await db
      .select({ id: groups.id })
      .from(groups)
      .where(and(inArray(groups.id, ids), eq(groups.excluded, false)));
    return new Set(rows.map((r) => r.id));
  },

  async insert(db: Executor, values: ProgramValues): Promise<ProgramRow> {
    const [row] = await db.insert(programs).values(values).returning();
    return row!;
  },

  /** Updates when the version matches; no row back means stale or gone. */
  async update(
    db: Executor,
    id: number,
    version: number,
    values: ProgramValues,
  ): Promise<ProgramRow[]> {
    return db
      .update(programs)
      .set({ ...values, updatedAt: new Date(), version: sql`${programs.version} + 1` })
      .where(and(eq(programs.id, id), eq(programs.version, version)))
      .returning();
  },

  /** Replaces the people and the group restriction of a program. */
  async replaceRelations(
    db: Executor,
    programId: number,
    people: ProgramPeopleByRole,
    groupIds: number[],
  ): Promise<void> {
    await db.delete(programPeople).where(eq(programPeople.programId, programId));
    const peopleRows = PROGRAM_PEOPLE_ROLES.flatMap((role) =>
      people[role].map((userId) => ({ programId, userId, role })),
    );
    if (peopleRows.length > 0) await db.insert(programPeople).values(peopleRows);
    await db.delete(programGroups).where(eq(programGroups.programId, programId));
    if (groupIds.length > 0)
      await db.insert(programGroups).values(groupIds.map((groupId) => ({ programId, groupId })));
  },

  async delete(db: Executor, id: number): Promise<void> {
    await db.delete(programs).where(eq(programs.id, id));
  },

  /** Active people of a program in a function, by name. */
  async peopleOf(db: Executor, programId: number, role: ProgramPeopleRole): Promise<PersonRow[]> {
    return db
      .select(personColumns)
      .from(programPeople)
      .innerJoin(users, eq(users.id, programPeople.userId))
      .where(
        and(
          eq(programPeople.programId, programId),
          eq(programPeople.role, role),
          eq(users.excluded, false),
        ),
      )
      .orderBy(sql`lower(${users.name})`, asc(users.id));
  },

  /**
   * Active editors of a program: editors in its groups, or in any group when it is open to
   * everyone.
   */
  async editorsOf(db: Executor, groupIds: number[]): Promise<PersonRow[]> {
    return db
      .selectDistinct({ ...personColumns, sortName: sql<string>`lower(${users.name})` })
      .from(groupMembers)
      .innerJoin(users, eq(users.id, groupMembers.userId))
      .where(
        and(
          eq(groupMembers.role, 'editor'),
          eq(users.excluded, false),
          groupIds.length > 0 ? inArray(groupMembers.groupId, groupIds) : undefined,
        ),
      )
      .orderBy(sql`lower(${users.name})`, asc(users.id))
      .then((rows) => rows.map(({ id, name, nickname }) => ({ id, name, nickname })));
  },

  /** The type of each existing device among `ids` (CG, PLAYOUT...), locked against removal. */
  async deviceTypes(db: Executor, ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: devices.id, type: devices.type })
      .from(devices)
      .where(inArray(devices.id, ids))
      // Held until the program is saved, so a concurrent delete cannot slip past the check.
      .for('share');
    return new Map(rows.map((r) => [r.id, r.type]));
  },

  /** How many programs use a device as their CG or playout (the "device in use" counter). */
  async countByDevice(db: Executor, deviceId: number): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(programs)
      .where(or(eq(programs.cgDeviceId, deviceId), eq(programs.playoutDeviceId, deviceId)));
    return row?.n ?? 0;
  },

  /** How many programs a group restricts (the "group in use" counter). */
  async countRestrictedByGroup(db: Executor, groupId: number): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(programGroups)
      .where(eq(programGroups.groupId, groupId));
    return row?.n ?? 0;
  },
};
