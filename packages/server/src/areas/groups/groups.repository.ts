import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { GROUP_MEMBER_ROLES, type GroupMemberRole } from '@newsroom/domain';
import type { Executor } from '../../platform/db/client';
import { containsPattern } from '../../platform/db/like';
import { groupMembers, groups, users } from '../../platform/db/schema';

/** A stored group. */
export type GroupRow = typeof groups.$inferSelect;

/** Member ids of one group by role. */
export type GroupMembersByRole = Record<GroupMemberRole, number[]>;

/** A group with its members. */
export interface GroupWithMembers {
  group: GroupRow;
  members: GroupMembersByRole;
}

function emptyMembers(): GroupMembersByRole {
  return { producer: [], editor: [], reporter: [], user: [] };
}

function isMemberRole(role: string): role is GroupMemberRole {
  return (GROUP_MEMBER_ROLES as readonly string[]).includes(role);
}

/** Name or any category contains the filter, accents and case folded. */
function filterCondition(filter: string): SQL | undefined {
  if (!filter) return undefined;
  const pattern = containsPattern(filter);
  return sql`(immutable_unaccent(${groups.name}) ILIKE immutable_unaccent(${pattern})
    OR EXISTS (SELECT 1 FROM unnest(${groups.categories}) AS category
               WHERE immutable_unaccent(category) ILIKE immutable_unaccent(${pattern})))`;
}

/** The only code that reads and writes groups and their members. */
export const groupsRepository = {
  /** A page of groups by name, with their members. */
  async page(db: Executor, query: { filter: string; page: number; size: number }) {
    const where = and(eq(groups.excluded, false), filterCondition(query.filter));
    const rows = await db
      .select()
      .from(groups)
      .where(where)
      .orderBy(sql`lower(${groups.name})`, asc(groups.id))
      .limit(query.size)
      .offset(query.page * query.size);
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(groups)
      .where(where);
    return { rows: await this.withMembers(db, rows), total: count?.n ?? 0 };
  },

  /** Every group's id and name, by name (selects). */
  async options(db: Executor): Promise<{ id: number; name: string }[]> {
    return db
      .select({ id: groups.id, name: groups.name })
      .from(groups)
      .where(eq(groups.excluded, false))
      .orderBy(sql`lower(${groups.name})`, asc(groups.id));
  },

  async findById(db: Executor, id: number): Promise<GroupWithMembers | undefined> {
    const [row] = await db
      .select()
      .from(groups)
      .where(and(eq(groups.id, id), eq(groups.excluded, false)));
    if (!row) return undefined;
    const [found] = await this.withMembers(db, [row]);
    return found;
  },

  /** Attaches each group's members (one query for all). */
  async withMembers(db: Executor, rows: GroupRow[]): Promise<GroupWithMembers[]> {
    if (rows.length === 0) return [];
    const members = await db
      .select()
      .from(groupMembers)
      .where(
        inArray(
          groupMembers.groupId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(groupMembers.userId));
    const byGroup = new Map<number, GroupMembersByRole>(rows.map((r) => [r.id, emptyMembers()]));
    for (const member of members) {
      if (isMemberRole(member.role)) byGroup.get(member.groupId)?.[member.role].push(member.userId);
    }
    return rows.map((group) => ({ group, members: byGroup.get(group.id) ?? emptyMembers() }));
  },

  /** Whether another group already has this name, case-insensitively. */
  async nameTaken(db: Executor, name: string, exceptId: number | null): Promise<boolean> {
    const [row] = await db
      .select({ id: groups.id })
      .from(groups)
      .where(
        and(
          sql`lower(${groups.name}) = lower(${name})`,
          exceptId === null ? undefined : ne(groups.id, exceptId),
        ),
      );
    return row !== undefined;
  },

  /** Of these user ids, the ones that exist. */
  async existingUserIds(db: Executor, ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
    return new Set(rows.map((r) => r.id));
  },

  async insert(db: Executor, values: { name: string; categories: string[] }): Promise<GroupRow> {
    const [row] = await db.insert(groups).values(values).returning();
    return row!;
  },

  /** Updates when the version matches; no row back means stale or gone. */
  async update(
    db: Executor,
    id: number,
    version: number,
    values: { name: string; categories: string[] },
  ): Promise<GroupRow[]> {
    return db
      .update(groups)
      .set({ ...values, updatedAt: new Date(), version: sql`${groups.version} + 1` })
      .where(and(eq(groups.id, id), eq(groups.version, version), eq(groups.excluded, false)))
      .returning();
  },

  /** Replaces every membership of a group. */
  async replaceMembers(db: Executor, groupId: number, members: GroupMembersByRole): Promise<void> {
    await db.delete(groupMembers).where(eq(groupMembers.groupId, groupId));
    const values = GROUP_MEMBER_ROLES.flatMap((role) =>
      members[role].map((userId) => ({ groupId, userId, role })),
    );
    if (values.length > 0) await db.insert(groupMembers).values(values);
  },

  /** How many memberships (any role) the group has. */
  async memberCount(db: Executor, groupId: number): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(DISTINCT ${groupMembers.userId})::int` })
      .from(groupMembers)
      .where(eq(groupMembers.groupId, groupId));
    return row?.n ?? 0;
  },

  async delete(db: Executor, id: number): Promise<void> {
    await db.delete(groups).where(eq(groups.id, id));
  },
};
