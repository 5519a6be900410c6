import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { NoticeInput } from '@newsroom/domain';
import type { Executor } from '../../platform/db/client';
import { notices, users } from '../../platform/db/schema';

/** A notice with its author's name. */
export type NoticeRow = typeof notices.$inferSelect & { authorName: string | null };

/** Most unread notices answered at once (a newsroom posts a few a day). */
export const UNREAD_NOTICES_MAX = 50;

const withAuthor = {
  id: notices.id,
  seq: notices.seq,
  text: notices.text,
  urgent: notices.urgent,
  authorId: notices.authorId,
  createdAt: notices.createdAt,
  authorName: users.name,
};

/** Only this file touches the notices table and the users' last-notice mark. */
export const noticesRepository = {
  async insert(tx: Executor, input: NoticeInput, authorId: number, now: Date): Promise<string> {
    const id = randomUUID();
    await tx.insert(notices).values({ id, ...input, authorId, createdAt: now });
    return id;
  },

  async find(db: Executor, id: string): Promise<NoticeRow | undefined> {
    const [row] = await db
      .select(withAuthor)
      .from(notices)
      .leftJoin(users, eq(users.id, notices.authorId))
      .where(eq(notices.id, id));
    return row;
  },

  /** A page of notices, newest first. */
  async page(db: Executor, offset: number, limit: number) {
    const [rows, [total]] = await Promise.all([
      db
        .select(withAuthor)
        .from(notices)
        .leftJoin(users, eq(users.id, notices.authorId))
        .orderBy(desc(notices.seq))
        .offset(offset)
        .limit(limit),
      db.select({ n: count() }).from(notices),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /** Notices newer than the user's registered last notice, oldest first. */
  async unreadFor(db: Executor, userId: number): Promise<NoticeRow[]> {
    const [user] = await db
      .select({ lastNoticeSeq: users.lastNoticeSeq })
      .from(users)
      .where(eq(users.id, userId));
    const last = user?.lastNoticeSeq ?? null;
    return db
      .select(withAuthor)
      .from(notices)
      .leftJoin(users, eq(users.id, notices.authorId))
      .where(last === null ? undefined : gt(notices.seq, last))
      .orderBy(asc(notices.seq))
      .limit(UNREAD_NOTICES_MAX);
  },

  async remove(tx: Executor, id: string): Promise<void> {
    await tx.delete(notices).where(eq(notices.id, id));
  },

  /** Moves a user's last-notice mark forward to the notice `seq` (never back). */
  async registerLast(tx: Executor, userId: number, seq: number): Promise<void> {
    await tx
      .update(users)
      .set({ lastNoticeSeq: seq })
      .where(
        and(
          eq(users.id, userId),
          sql`(${users.lastNoticeSeq} IS NULL OR ${users.lastNoticeSeq} < ${seq})`,
        ),
      );
  },

  /** Deletes notices created before `before`. */
  async purge(tx: Executor, before: Date): Promise<void> {
    await tx.delete(notices).where(lt(notices.createdAt, before));
  },
};
