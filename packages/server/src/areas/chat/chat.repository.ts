import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  lt,
  ne,
  type SQL,
  or,
  sql,
} from 'drizzle-orm';
import type { Executor, Tx } from '../../platform/db/client';
import { foldedContains } from '../../platform/db/like';
import { chatMembers, chatMessages, chats, users } from '../../platform/db/schema';

/** The only Drizzle code of chats, their members and messages. */

export type ChatRow = typeof chats.$inferSelect;
export type ChatMessageValues = typeof chatMessages.$inferInsert;

/** A member with the names a chat shows. */
export interface ChatMemberRow {
  chatId: number;
  userId: number;
  name: string;
  nickname: string;
  lastReadMessageId: number | null;
}

/** A message with its author's name. */
export type ChatMessageRow = typeof chatMessages.$inferSelect & { authorName: string | null };

/** A time window [from, to). */
export interface Window {
  from: Date;
  to: Date;
}

/** Chats are serialised per member set while one is found or created (two calls, one pair chat). */
const CHAT_MEMBERS_LOCK_CLASS = 727_274_020;

const messageColumns = {
  id: chatMessages.id,
  chatId: chatMessages.chatId,
  authorId: chatMessages.authorId,
  text: chatMessages.text,
  file: chatMessages.file,
  mentions: chatMessages.mentions,
  clientId: chatMessages.clientId,
  createdAt: chatMessages.createdAt,
  authorName: users.name,
};

function selectMessages(db: Executor) {
  return db
    .select(messageColumns)
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.authorId));
}

/** A page of the messages `where` selects, newest first, with how many there are. */
async function newestFirst(
  db: Executor,
  where: SQL | undefined,
  page: { page: number; size: number },
) {
  const rows = await selectMessages(db)
    .where(where)
    .orderBy(desc(chatMessages.id))
    .limit(page.size)
    .offset(page.page * page.size);
  const [total] = await db.select({ n: count() }).from(chatMessages).where(where);
  return { rows, total: total!.n };
}

/** The caller's chats as a subquery condition. */
const memberOf = (userId: number) =>
  inArray(
    chatMessages.chatId,
    sql`(SELECT ${chatMembers.chatId} FROM ${chatMembers} WHERE ${chatMembers.userId} = ${userId})`,
  );

const inWindow = (window: Window | null) =>
  window
    ? and(gte(chatMessages.createdAt, window.from), lt(chatMessages.createdAt, window.to))
    : undefined;

export const chatRepository = {
  async find(db: Executor, id: number): Promise<ChatRow | undefined> {
    const [row] = await db.select().from(chats).where(eq(chats.id, id));
    return row;
  },

  /** Locks a chat's row until the transaction ends: sends to one chat take their ids in turn. */
  async lock(tx: Tx, id: number): Promise<ChatRow | undefined> {
    const [row] = await tx.select().from(chats).where(eq(chats.id, id)).for('update');
    return row;
  },

  async findMany(db: Executor, ids: readonly number[]): Promise<ChatRow[]> {
    if (ids.length === 0) return [];
    return db
      .select()
      .from(chats)
      .where(inArray(chats.id, [...ids]));
  },

  /** Ids of a user's chats, latest activity first. */
  async idsOf(db: Executor, userId: number): Promise<number[]> {
    const rows = await db
      .select({ id: chats.id })
      .from(chats)
      .innerJoin(chatMembers, eq(chatMembers.chatId, chats.id))
      .where(eq(chatMembers.userId, userId))
      .orderBy(desc(sql`coalesce(${chats.lastMessageId}, 0)`), desc(chats.id));
    return rows.map((row) => row.id);
  },

  /** Ids of a user's chats with a message in the window, latest activity first. */
  async idsWithMessagesIn(db: Executor, userId: number, window: Window): Promise<number[]> {
    const rows = await db
      .select({ chatId: chatMessages.chatId, last: sql<number>`max(${chatMessages.id})` })
      .from(chatMessages)
      .where(and(memberOf(userId), inWindow(window)))
      .groupBy(chatMessages.chatId)
      .orderBy(desc(sql`max(${chatMessages.id})`));
    return rows.map((row) => row.chatId);
  },

  /** Waits for any other call finding or creating a chat of exactly these members. */
  async lockMemberSet(tx: Tx, memberIds: readonly number[]): Promise<void> {
    const key = [...memberIds].sort((a, b) => a - b).join(',');
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(${CHAT_MEMBERS_LOCK_CLASS}, hashtext(${key}))`,
    );
  },

  /** The chat whose members are exactly these people, if any (the oldest when several). */
  async findByMembers(db: Executor, memberIds: readonly number[]): Promise<number | undefined> {
    const [row] = await db
      .select({ chatId: chatMembers.chatId })
      .from(chatMembers)
      .groupBy(chatMembers.chatId)
      .having(
        and(
          eq(count(), memberIds.length),
          eq(
            sql`count(*) FILTER (WHERE ${inArray(chatMembers.userId, [...memberIds])})`,
            memberIds.length,
          ),
        ),
      )
      .orderBy(asc(chatMembers.chatId))
      .limit(1);
    return row?.chatId;
  },

  async insert(
    tx: Tx,
    values: { name: string | null; createdBy: number; memberIds: readonly number[]; now: Date },
  ): Promise<ChatRow> {
    const [row] = await tx
      .insert(chats)
      .values({ name: values.name, createdBy: values.createdBy, createdAt: values.now })
      .returning();
    await chatRepository.addMembers(tx, row!.id, values.memberIds, values.now);
    return row!;
  },

  /** Adds members who have read up to `readUpTo` (what was said before they came is not news). */
  async addMembers(
    tx: Tx,
    chatId: number,
    userIds: readonly number[],
    now: Date,
    readUpTo: number | null = null,
  ): Promise<void> {
    if (userIds.length === 0) return;
    await tx
      .insert(chatMembers)
      .values(
        userIds.map((userId) => ({ chatId, userId, joinedAt: now, lastReadMessageId: readUpTo })),
      )
      .onConflictDoNothing();
  },

  async removeMember(tx: Tx, chatId: number, userId: number): Promise<void> {
    await tx
      .delete(chatMembers)
      .where(and(eq(chatMembers.chatId, chatId), eq(chatMembers.userId, userId)));
  },

  /** The members of chats, by join order. */
  async membersOf(db: Executor, chatIds: readonly number[]): Promise<ChatMemberRow[]> {
    if (chatIds.length === 0) return [];
    return db
      .select({
        chatId: chatMembers.chatId,
        userId: chatMembers.userId,
        name: users.name,
        nickname: users.nickname,
        lastReadMessageId: chatMembers.lastReadMessageId,
      })
      .from(chatMembers)
      .innerJoin(users, eq(users.id, chatMembers.userId))
      .where(inArray(chatMembers.chatId, [...chatIds]))
      .orderBy(asc(chatMembers.joinedAt), asc(chatMembers.userId));
  },

  /** Of these user ids, the ones of people who exist and are not excluded, with their roles. */
  async activeUsers(db: Executor, userIds: readonly number[]) {
    if (userIds.length === 0) return [];
    return db
      .select({ id: users.id, isRoot: users.isRoot, permissions: users.permissions })
      .from(users)
      .where(and(inArray(users.id, [...userIds]), eq(users.excluded, false)));
  },

  async insertMessage(tx: Tx, values: ChatMessageValues): Promise<number> {
    const [row] = await tx.insert(chatMessages).values(values).returning({ id: chatMessages.id });
    await tx.update(chats).set({ lastMessageId: row!.id }).where(eq(chats.id, values.chatId));
    return row!.id;
  },

  async findMessage(db: Executor, id: number): Promise<ChatMessageRow | undefined> {
    const [row] = await selectMessages(db).where(eq(chatMessages.id, id));
    return row;
  },

  /** A message an author already sent with this idempotency key. */
  async findByClientId(
    db: Executor,
    chatId: number,
    authorId: number,
    clientId: string,
  ): Promise<ChatMessageRow | undefined> {
    const [row] = await selectMessages(db).where(
      and(
        eq(chatMessages.chatId, chatId),
        eq(chatMessages.authorId, authorId),
        eq(chatMessages.clientId, clientId),
      ),
    );
    return row;
  },

  async lastMessages(db: Executor, chats: readonly ChatRow[]): Promise<ChatMessageRow[]> {
    const ids = chats.flatMap((chat) => (chat.lastMessageId === null ? [] : [chat.lastMessageId]));
    if (ids.length === 0) return [];
    return selectMessages(db).where(inArray(chatMessages.id, ids));
  },

  /** Messages after `afterId`, oldest first, and how many there are in all. */
  async after(db: Executor, chatId: number, afterId: number, limit: number) {
    const where = and(eq(chatMessages.chatId, chatId), gt(chatMessages.id, afterId));
    const rows = await selectMessages(db).where(where).orderBy(asc(chatMessages.id)).limit(limit);
    const [total] = await db.select({ n: count() }).from(chatMessages).where(where);
    return { rows, total: total!.n };
  },

  /** A page of a chat's messages, newest first, within a window when given. */
  async page(
    db: Executor,
    chatId: number,
    window: Window | null,
    page: { page: number; size: number },
  ) {
    return newestFirst(db, and(eq(chatMessages.chatId, chatId), inWindow(window)), page);
  },

  /** Messages of a user's chats whose text contains `q` (accents and case ignored), newest first. */
  async search(db: Executor, userId: number, q: string, page: { page: number; size: number }) {
    return newestFirst(db, and(memberOf(userId), foldedContains(chatMessages.text, q)), page);
  },

  /** Per chat of the user: messages after their read mark that others wrote (chats with none left out). */
  async unreadCounts(db: Executor, userId: number): Promise<Map<number, number>> {
    const rows = await db
      .select({ chatId: chatMessages.chatId, n: count() })
      .from(chatMessages)
      .innerJoin(
        chatMembers,
        and(eq(chatMembers.chatId, chatMessages.chatId), eq(chatMembers.userId, userId)),
      )
      .where(
        and(
          gt(chatMessages.id, sql`coalesce(${chatMembers.lastReadMessageId}, 0)`),
          or(sql`${chatMessages.authorId} IS NULL`, ne(chatMessages.authorId, userId)),
        ),
      )
      .groupBy(chatMessages.chatId);
    return new Map(rows.map((row) => [row.chatId, row.n]));
  },

  /** Moves a member's read mark up to `messageId`, never back; true when it moved. */
  async markRead(tx: Executor, chatId: number, userId: number, messageId: number) {
    const moved = await tx
      .update(chatMembers)
      .set({ lastReadMessageId: messageId })
      .where(
        and(
          eq(chatMembers.chatId, chatId),
          eq(chatMembers.userId, userId),
          sql`coalesce(${chatMembers.lastReadMessageId}, 0) < ${messageId}`,
        ),
      )
      .returning({ chatId: chatMembers.chatId });
    return moved.length > 0;
  },

  /** Deletes messages written before `before`; answers the storage keys of their files. */
  async purgeMessages(tx: Tx, before: Date): Promise<string[]> {
    const rows = await tx
      .delete(chatMessages)
      .where(lt(chatMessages.createdAt, before))
      .returning({ file: chatMessages.file });
    return rows.flatMap((row) => (row.file ? [row.file.key] : []));
  },

  /** Deletes chats created before `before` that hold no message (any more). */
  async purgeEmptyChats(tx: Tx, before: Date): Promise<void> {
    await tx
      .delete(chats)
      .where(
        and(
          lt(chats.createdAt, before),
          sql`NOT EXISTS (SELECT 1 FROM ${chatMessages} WHERE ${chatMessages.chatId} = ${chats.id})`,
        ),
      );
    // Messages go oldest first, so only a chat left empty (and young) points at a purged one.
    await tx
      .update(chats)
      .set({ lastMessageId: null })
      .where(
        and(
          isNotNull(chats.lastMessageId),
          sql`NOT EXISTS (SELECT 1 FROM ${chatMessages} WHERE ${chatMessages.chatId} = ${chats.id})`,
        ),
      );
  },
};
