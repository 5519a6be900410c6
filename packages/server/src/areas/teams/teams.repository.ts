import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { TeamChangeKind } from '@newsroom/domain';
import type { Executor } from '../../platform/db/client';
import { containsPattern } from '../../platform/db/like';
import { teamChanges, teamMembers, teams, users } from '../../platform/db/schema';

/** A stored team. */
export type TeamRow = typeof teams.$inferSelect;
/** A stored schedule change. */
export type TeamChangeRow = typeof teamChanges.$inferSelect;
/** A member as teams show them. */
export interface MemberRef {
  id: number;
  nickname: string;
}

const byName = [asc(sql`lower(${teams.name})`), asc(teams.id)];

/** The only code that reads and writes teams, their members and their schedule. */
export const teamsRepository = {
  /** An active team. */
  async findById(db: Executor, id: number): Promise<TeamRow | undefined> {
    const [row] = await db
      .select()
      .from(teams)
      .where(and(eq(teams.id, id), eq(teams.excluded, false)));
    return row;
  },

  /** Every active team, by name. */
  async listActive(db: Executor): Promise<TeamRow[]> {
    return db
      .select()
      .from(teams)
      .where(eq(teams.excluded, false))
      .orderBy(...byName);
  },

  /** A page of active teams whose name contains `filter` (accents and case ignored). */
  async page(
    db: Executor,
    query: { filter: string; page: number; size: number },
  ): Promise<{ rows: TeamRow[]; total: number }> {
    const where = and(
      eq(teams.excluded, false),
      query.filter
        ? sql`immutable_unaccent(${teams.name}) ILIKE immutable_unaccent(${containsPattern(query.filter)})`
        : undefined,
    );
    const [rows, [count]] = await Promise.all([
      db
        .select()
        .from(teams)
        .where(where)
        .orderBy(...byName)
        .limit(query.size)
        .offset(query.page * query.size),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(teams)
        .where(where),
    ]);
    return { rows, total: count?.n ?? 0 };
  },

  /** Another team (active or removed) with this name, compared as the unique index does. */
  async nameOwner(
    db: Executor,
    name: string,
    exceptId: number | null,
  ): Promise<TeamRow | undefined> {
    const [row] = await db
      .select()
      .from(teams)
      .where(
        and(
          sql`lower(${teams.name}) = lower(${name})`,
          exceptId === null ? undefined : ne(teams.id, exceptId),
        ),
      );
    return row;
  },

  async insert(db: Executor, name: string): Promise<TeamRow> {
    const [row] = await db.insert(teams).values({ name }).returning();
    return row!;
  },

  /** Brings a removed team back under a new set of values (same id for old references). */
  async revive(db: Executor, id: number, name: string): Promise<TeamRow> {
    const [row] = await db
      .update(teams)
      .set({ name, excluded: false, version: sql`${teams.version} + 1`, updatedAt: new Date() })
      .where(eq(teams.id, id))
      .returning();
    return row!;
  },

  /** Renames an active team at `version`; no row back means stale, removed or missing. */
  async updateAtVersion(
    db: Executor,
    id: number,
    version: number,
    name: string,
  ): Promise<TeamRow[]> {
    return db
      .update(teams)
      .set({ name, version: sql`${teams.version} + 1`, updatedAt: new Date() })
      .where(and(eq(teams.id, id), eq(teams.version, version), eq(teams.excluded, false)))
      .returning();
  },

  async setExcluded(db: Executor, id: number): Promise<TeamRow | undefined> {
    const [row] = await db
      .update(teams)
      .set({ excluded: true, version: sql`${teams.version} + 1`, updatedAt: new Date() })
      .where(and(eq(teams.id, id), eq(teams.excluded, false)))
      .returning();
    return row;
  },

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
