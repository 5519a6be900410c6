import { and, asc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { UserGroupMembership, UserListQuery, UserOption } from '@newsroom/domain';
import type { Executor } from '../../platform/db/client';
import { foldedContains } from '../../platform/db/like';
import { groupMembers, groups, programPeople, users } from '../../platform/db/schema';

/** A stored user. */
export type UserRow = typeof users.$inferSelect;
/** Values of a new user. */
export type NewUserRow = typeof users.$inferInsert;
/** A field that must be unique among users. */
export type UniqueUserField = 'nickname' | 'email';

/** Unique index of each unique field, to read a constraint violation. */
const UNIQUE_INDEXES: Record<string, UniqueUserField> = {
  users_nickname_key: 'nickname',
  users_email_key: 'email',
};

/** The unique field a failed insert or update clashed on, or null when it failed otherwise. */
export function uniqueFieldOfError(error: unknown): UniqueUserField | null {
  for (
    let cause: unknown = error;
    cause && typeof cause === 'object';
    cause = (cause as { cause?: unknown }).cause
  ) {
    const { code, constraint, message } = cause as {
      code?: unknown;
      constraint?: unknown;
      message?: unknown;
    };
    if (code !== '23505') continue;
    const name =
      typeof constraint === 'string'
        ? constraint
        : Object.keys(UNIQUE_INDEXES).find((key) => String(message).includes(key));
    return (name && UNIQUE_INDEXES[name]) || null;
  }
  return null;
}

/** The only code that reads and writes users. */
export const usersRepository = {
  /** An active (not excluded) user by nickname or e-mail, case-insensitively. */
  async findByLogin(db: Executor, login: string): Promise<UserRow | undefined> {
    const [row] = await db
      .select()
      .from(users)
      .where(
        and(
          eq(users.excluded, false),
          or(
            sql`lower(${users.nickname}) = lower(${login})`,
            sql`lower(${users.email}) = lower(${login})`,
          ),
        ),
      );
    return row;
  },

  async findById(db: Executor, id: number): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row;
  },

  /** Whether another user already has this e-mail. */
  async emailTaken(db: Executor, email: string, exceptId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, exceptId)));
    return row !== undefined;
  },

  async update(
    db: Executor,
    id: number,
    values: Partial<typeof users.$inferInsert>,
  ): Promise<UserRow> {
    const [row] = await db
      .update(users)
      .set({ ...values, updatedAt: new Date(), version: sql`${users.version} + 1` })
      .where(eq(users.id, id))
      .returning();
    return row!;
  },

  async setPassword(
    db: Executor,
    id: number,
    passwordHash: string,
    changedAt: Date,
  ): Promise<void> {
    await db
      .update(users)
      .set({ passwordHash, passwordChangedAt: changedAt })
      .where(eq(users.id, id));
  },

  async insert(db: Executor, values: typeof users.$inferInsert): Promise<UserRow> {
    const [row] = await db.insert(users).values(values).returning();
    return row!;
  },

  /** Applies an update only when the stored version is still `version`; empty when stale or missing. */
  async updateVersioned(
    db: Executor,
    id: number,
    version: number,
    values: Partial<NewUserRow>,
  ): Promise<UserRow[]> {
    return db
      .update(users)
      .set({ ...values, updatedAt: new Date(), version: sql`${users.version} + 1` })
      .where(and(eq(users.id, id), eq(users.version, version)))
      .returning();
  },

  /** Which of nickname and e-mail another user already has, case-insensitively (removed users too). */
  async clashes(
    db: Executor,
    values: { nickname: string; email: string },
    exceptId: number | null,
  ): Promise<UniqueUserField[]> {
    const rows = await db
      .select({
        nickname: sql<boolean>`lower(${users.nickname}) = lower(${values.nickname})`,
        email: sql<boolean>`lower(${users.email}) = lower(${values.email})`,
      })
      .from(users)
      .where(
        and(
          or(
            sql`lower(${users.nickname}) = lower(${values.nickname})`,
            sql`lower(${users.email}) = lower(${values.email})`,
          ),
          exceptId === null ? undefined : ne(users.id, exceptId),
        ),
      );
    const fields: UniqueUserField[] = [];
    if (rows.some((row) => row.email)) fields.push('email');
    if (rows.some((row) => row.nickname)) fields.push('nickname');
    return fields;
  },

  /** A page of users whose name, nickname or e-mail contains `filter` (accents and case folded), by name. */
  async filter(
    db: Executor,
    query: { filter: string; activeOnly: boolean; page: number; size: number },
  ) {
    const text = query.filter
      ? or(
          foldedContains(users.name, query.filter),
          foldedContains(users.nickname, query.filter),
          foldedContains(users.email, query.filter),
        )
      : undefined;
    const where = and(text, query.activeOnly ? eq(users.excluded, false) : undefined);
    const [rows, [count]] = await Promise.all([
      db
        .select()
        .from(users)
        .where(where)
        .orderBy(sql`lower(${users.name})`, asc(users.id))
        .limit(query.size)
        .offset(query.page * query.size),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(where),
    ]);
    return { rows, total: count?.n ?? 0 };
  },

  /** The user's group memberships, by group name. */
  async memberships(db: Executor, userId: number): Promise<UserGroupMembership[]> {
    return db
      .select({ groupId: groupMembers.groupId, groupName: groups.name, role: groupMembers.role })
      .from(groupMembers)
      .innerJoin(groups, eq(groups.id, groupMembers.groupId))
      .where(eq(groupMembers.userId, userId))
      .orderBy(asc(groups.name), asc(groupMembers.role));
  },

  /** Of these ids, the ones that are users. */
  async existingIds(db: Executor, ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
    return rows.map((row) => row.id);
  },

  /** Root users not removed, leaving one out. */
  async activeRootsExcept(db: Executor, exceptId: number): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(and(eq(users.isRoot, true), eq(users.excluded, false), ne(users.id, exceptId)));
    return row?.n ?? 0;
  },

  /** A list for selects (spec 3 §4 user categories), by name. */
  async options(db: Executor, query: UserListQuery): Promise<UserOption[]> {
    const active = eq(users.excluded, false);
    let where: SQL | undefined;
    switch (query.kind) {
      case 'all':
        where = undefined;
        break;
      case 'active':
        where = active;
        break;
      case 'groupRole':
        where = and(
          active,
          sql`EXISTS (SELECT 1 FROM ${groupMembers} JOIN ${groups} ON ${groups.id} = ${groupMembers.groupId}
                WHERE ${groupMembers.userId} = ${users.id} AND ${groupMembers.role} = ${query.role} AND ${groups.excluded} = false)`,
        );
        break;
      case 'programRole':
        where = and(
          active,
          sql`EXISTS (SELECT 1 FROM ${programPeople} WHERE ${programPeople.userId} = ${users.id} AND ${programPeople.role} = ${query.role})`,
        );
        break;
    }
    return db
      .select({ id: users.id, name: users.name, nickname: users.nickname })
      .from(users)
      .where(where)
      .orderBy(sql`lower(${users.name})`, asc(users.id));
  },

  async online(db: Executor): Promise<UserRow[]> {
    return db
      .select()
      .from(users)
      .where(and(eq(users.online, true), eq(users.excluded, false)))
      .orderBy(asc(users.name));
  },

  async count(db: Executor): Promise<number> {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
    return row?.n ?? 0;
  },
};
