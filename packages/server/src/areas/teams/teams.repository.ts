import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TeamChangeKind } from '@newsroom/domain';
import type { Executor } from '../../platform/db/client';
import { teamChanges, teamMembers, teams, users } from '../../platform/db/schema';
import { containsFilter, recordTable, type PageQuery } from '../../platform/records/recordTable';

/** A stored team. */
export type TeamRow = typeof teams.$inferSelect;
/** A stored schedule change. */
export type TeamChangeRow = typeof teamChanges.$inferSelect;
/** A member as teams show them. */
export interface MemberRef {
  id: number;
  nickname: string;
}

const records = recordTable(teams);

/** The only code that reads and writes teams, their members and their schedule. */
export const teamsRepository = {
  /** An active team. */
  find: records.find,
  /** Every active team, by name. */
  list: records.list,
  /** A page of active teams whose name contains `filter` (accents and case ignored). */
  page: (db: Executor, query: PageQuery) =>
    records.page(db, query, containsFilter([teams.name], query.filter)),
  nameOwner: records.nameOwner,
  insert: records.insert,
  /** Brings a removed team back under a new set of values (same id for old references). */
  revive: records.revive,
  /** Changes an active team at `version`; no row back means stale, removed or missing. */
  updateAtVersion: records.updateAtVersion,
  exclude: records.exclude,

  /** Replaces a team's regular members. */
  async setMembers(db: Executor, teamId: number, memberIds: readonly number[]): Promise<void> {
    await db.delete(teamMembers).where(eq(teamMembers.teamId, teamId));
    if (memberIds.length > 0)
      await db.insert(teamMembers).values(memberIds.map((userId) => ({ teamId, userId })));
  },

  /** Regular members of each team, by nickname. */
  async membersOf(db: Executor, teamIds: readonly number[]): Promise<Map<number, MemberRef[]>> {
    const members = new Map<number, MemberRef[]>(teamIds.map((id) => [id, []]));
    if (teamIds.length === 0) return members;
    const rows = await db
      .select({ teamId: teamMembers.teamId, id: users.id, nickname: users.nickname })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(inArray(teamMembers.teamId, [...teamIds]))
      .orderBy(asc(sql`lower(${users.nickname})`), asc(users.id));
    for (const row of rows) members.get(row.teamId)?.push({ id: row.id, nickname: row.nickname });
    return members;
  },

  /** Nicknames of users by id (removed users included: a schedule may still name them). */
  async nicknames(db: Executor, userIds: readonly number[]): Promise<Map<number, string>> {
    if (userIds.length === 0) return new Map();
    const rows = await db
      .select({ id: users.id, nickname: users.nickname })
      .from(users)
      .where(inArray(users.id, [...new Set(userIds)]));
    return new Map(rows.map((row) => [row.id, row.nickname]));
  },

  /** Which of these ids are active users. */
  async activeUserIds(db: Executor, userIds: readonly number[]): Promise<Set<number>> {
    if (userIds.length === 0) return new Set();
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, [...userIds]), eq(users.excluded, false)));
    return new Set(rows.map((row) => row.id));
  },

  /** A team's schedule changes, by date then kind. */
  async changesOf(db: Executor, teamId: number): Promise<TeamChangeRow[]> {
    return db
      .select()
      .from(teamChanges)
      .where(eq(teamChanges.teamId, teamId))
      .orderBy(asc(teamChanges.date), asc(teamChanges.kind), asc(teamChanges.id));
  },

  /** The schedule changes of several teams, by team (the team grid). */
  async changesOfTeams(
    db: Executor,
    teamIds: readonly number[],
  ): Promise<Map<number, TeamChangeRow[]>> {
    const byTeam = new Map<number, TeamChangeRow[]>(teamIds.map((id) => [id, []]));
    if (teamIds.length === 0) return byTeam;
    const rows = await db
      .select()
      .from(teamChanges)
      .where(inArray(teamChanges.teamId, [...teamIds]))
      .orderBy(asc(teamChanges.date), asc(teamChanges.kind), asc(teamChanges.id));
    for (const row of rows) byTeam.get(row.teamId)?.push(row);
    return byTeam;
  },

  /** Sets the members of a one-day or forward change, replacing one of the same date and kind. */
  async upsertChange(
    db: Executor,
    teamId: number,
    change: { date: string; kind: TeamChangeKind; memberIds: number[] },
  ): Promise<TeamChangeRow> {
    const [row] = await db
      .insert(teamChanges)
      .values({ teamId, date: change.date, kind: change.kind, memberIds: change.memberIds })
      .onConflictDoUpdate({
        target: [teamChanges.teamId, teamChanges.date, teamChanges.kind],
        set: { memberIds: change.memberIds, createdAt: new Date() },
      })
      .returning();
    return row!;
  },

  async findChange(
    db: Executor,
    teamId: number,
    changeId: number,
  ): Promise<TeamChangeRow | undefined> {
    const [row] = await db
      .select()
      .from(teamChanges)
      .where(and(eq(teamChanges.id, changeId), eq(teamChanges.teamId, teamId)));
    return row;
  },

  async deleteChange(
    db: Executor,
    teamId: number,
    changeId: number,
  ): Promise<TeamChangeRow | undefined> {
    const [row] = await db
      .delete(teamChanges)
      .where(and(eq(teamChanges.id, changeId), eq(teamChanges.teamId, teamId)))
      .returning();
    return row;
  },
};
