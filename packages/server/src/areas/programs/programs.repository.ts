import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { PROGRAM_PEOPLE_ROLES, type ProgramPeopleRole } from '@newsroom/domain';
import type { Executor } from '../../platform/db/client';
import {
  devices,
  groupMembers,
  groups,
  programGroups,
  programPeople,
  programs,
  users,
} from '../../platform/db/schema';
import { containsFilter, recordTable, type PageQuery } from '../../platform/records/recordTable';

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

const personColumns = { id: users.id, name: users.name, nickname: users.nickname };

const records = recordTable(programs);

/** The only code that reads and writes programs, their people and group restrictions. */
export const programsRepository = {
  nameTaken: records.nameTaken,
  insert: records.insert,
  updateAtVersion: records.updateAtVersion,
  delete: records.delete,

  /** Every program by schedule, with relations (a newsroom has tens of shows, not thousands). */
  async all(db: Executor): Promise<ProgramWithRelations[]> {
    const rows = await db
      .select()
      .from(programs)
      .orderBy(asc(programs.start), sql`lower(${programs.name})`, asc(programs.id));
    return this.withRelations(db, rows);
  },

  /** A page of programs by name. */
  async page(db: Executor, query: PageQuery) {
    const { rows, total } = await records.page(
      db,
      query,
      containsFilter([programs.name], query.filter),
    );
    return { rows: await this.withRelations(db, rows), total };
  },

  /** Names of programs in the order of `ids` (unknown ids left out): an export's header. */
  async namesOf(db: Executor, ids: readonly number[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select({ id: programs.id, name: programs.name })
      .from(programs)
      .where(inArray(programs.id, [...ids]));
    const names = new Map(rows.map((row) => [row.id, row.name]));
    return ids.flatMap((id) => names.get(id) ?? []);
  },

  async findById(db: Executor, id: number): Promise<ProgramWithRelations | undefined> {
    const row = await records.find(db, id);
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

  async existingGroupIds(db: Executor, ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await db
      .select({ id: groups.id })
      .from(groups)
      .where(and(inArray(groups.id, ids), eq(groups.excluded, false)));
    return new Set(rows.map((r) => r.id));
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
