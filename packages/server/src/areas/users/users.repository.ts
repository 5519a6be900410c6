import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { users } from '../../platform/db/schema';

/** A stored user. */
export type UserRow = typeof users.$inferSelect;

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
          or(sql`lower(${users.nickname}) = lower(${login})`, sql`lower(${users.email}) = lower(${login})`),
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

  async update(db: Executor, id: number, values: Partial<typeof users.$inferInsert>): Promise<UserRow> {
    const [row] = await db
      .update(users)
      .set({ ...values, updatedAt: new Date(), version: sql`${users.version} + 1` })
      .where(eq(users.id, id))
      .returning();
    return row!;
  },

  async setPassword(db: Executor, id: number, passwordHash: string, changedAt: Date): Promise<void> {
    await db.update(users).set({ passwordHash, passwordChangedAt: changedAt }).where(eq(users.id, id));
  },

  async insert(db: Executor, values: typeof users.$inferInsert): Promise<UserRow> {
    const [row] = await db.insert(users).values(values).returning();
    return row!;
  },

  async online(db: Executor): Promise<UserRow[]> {
    return db.select().from(users).where(and(eq(users.online, true), eq(users.excluded, false))).orderBy(asc(users.name));
  },

  async count(db: Executor): Promise<number> {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
    return row?.n ?? 0;
  },
};
