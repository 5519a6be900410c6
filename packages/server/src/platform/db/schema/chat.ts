import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
  boolean,
} from 'drizzle-orm/pg-core';
import { createdAt, optionalId, parentId } from './columns';
import { users } from './users';

/** A chat between users (spec 3 §3): its members and messages hang off it. */
export const chats = pgTable('chats', {
  id: serial('id').primaryKey(),
  /** A group's name; null for one-to-one chats. */
  name: varchar('name', { length: 120 }),
  createdBy: optionalId('created_by', () => users.id),
  /** The newest message's id: the chat list's order, and the row locked to order sends. */
  lastMessageId: bigint('last_message_id', { mode: 'number' }),
  createdAt: createdAt(),
});

/** Who is in a chat, and the last message each read. */
export const chatMembers = pgTable(
  'chat_members',
  {
    chatId: parentId('chat_id', () => chats.id),
    userId: parentId('user_id', () => users.id),
    lastReadMessageId: bigint('last_read_message_id', { mode: 'number' }),
    joinedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.chatId, t.userId] }),
    index('chat_members_user_idx').on(t.userId),
  ],
);

/** What a chat file message keeps of its file (the bytes are in file storage under `key`). */
export interface ChatFileColumn {
  key: string;
  name: string;
  mimeType: string;
  size: number;
  sha256: string;
}

/** Messages, ordered by id within a chat (sends to one chat are serialised by its row lock). */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chatId: parentId('chat_id', () => chats.id),
    authorId: optionalId('author_id', () => users.id),
    text: text('text').notNull().default(''),
    file: jsonb('file').$type<ChatFileColumn>(),
    mentions: integer('mentions')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** The sender's idempotency key. */
    clientId: uuid('client_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_chat_idx').on(t.chatId, t.id),
    index('chat_messages_created_idx').on(t.createdAt),
    uniqueIndex('chat_messages_client_key').on(t.chatId, t.authorId, t.clientId),
  ],
);

/** Newsroom-wide notices (spec 3 §3: a notice has a uuid). */
export const notices = pgTable(
  'notices',
  {
    id: uuid('id').primaryKey(),
    /** Posting order: what a user's last-notice mark compares (two notices may share a time). */
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    text: text('text').notNull(),
    urgent: boolean('urgent').notNull().default(false),
    authorId: optionalId('author_id', () => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notices_created_idx').on(t.createdAt)],
);
