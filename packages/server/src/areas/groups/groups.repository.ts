import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { GROUP_MEMBER_ROLES, type GroupMemberRole } from '@newsroom/domain';
import type { Executor } from '../../platform/db/client';
import { containsPattern } from '../../platform/db/like';
import { groupMembers, groups } from '../../platform/db/schema';
import { recordTable, type PageQuery } from '../../platform/records/recordTable';

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

const records = recordTable(groups);

/** The only code that reads and writes groups and their members. */
export const groupsRepository = {
  nameTaken: records.nameTaken,
  insert: records.insert,
  updateAtVersion: records.updateAtVersion,
  delete: records.delete,

  /** A page of groups by name, with their members. */
  async page(db: Executor, query: PageQuery) {
    const { rows, total } = await records.page(db, query, filterCondition(query.filter));
    return { rows: await this.withMembers(db, rows), total };
  },

  /** Every group's id and name, by name (selects). */
  async options(db: Executor): Promise<{ id: number; name: string }[]> {
    return (await records.list(db)).map(({ id, name }) => ({ id, name }));
  },

  /** A group with its members. */
  async findById(db: Executor, id: number): Promise<GroupWithMembers | undefined> {
    const row = await records.find(db, id);
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

  /** Of these user ids, the ones that exist. */
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
};
