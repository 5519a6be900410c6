import { z } from 'zod';

/**
 * Chat between newsroom users (spec 3 §3, §4, §7 "Chats", §9): one-to-one and group chats, text
 * and file messages, read marks per member, typing. Messages are ordered by id within a chat.
 */

/** A page of chat messages (spec 3 §9). */
export const CHAT_PAGE_SIZE = 10;
/** Most messages a catch-up (`afterId`) answers at once; the client asks again for the rest. */
export const CHAT_CATCH_UP_MAX = 200;
/** The largest chat file (spec 3 §5): 100 MB. */
export const CHAT_FILE_MAX_BYTES = 100 * 1024 * 1024;
/** Longest text message, in characters. */
export const CHAT_TEXT_MAX = 4000;
/** Opening a chat while others are open minimises all, waits this long, then reopens (spec 3 §4). */
export const CHAT_REOPEN_MS = 30;
/** A typing indicator shows this long after the last IS_TYPING heard. */
export const TYPING_SHOWN_MS = 5_000;
/** A client sends IS_TYPING at most this often while its user types. */
export const TYPING_SEND_EVERY_MS = 2_000;

/** A member of a chat, with the last message they read. */
export const chatMemberSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  nickname: z.string(),
  /** Id of the last message this member read; null before the first. */
  lastReadMessageId: z.number().int().nullable(),
});
export type ChatMember = z.infer<typeof chatMemberSchema>;

/** A file sent in a chat: served by GET /chats/messages/{id}/file to the chat's members only. */
export const chatFileSchema = z.object({
  name: z.string(),
  /** Detected from the content at upload. */
  mimeType: z.string(),
  size: z.number().int(),
});
export type ChatFile = z.infer<typeof chatFileSchema>;

/** A message as its chat's members read it. */
export const chatMessageSchema = z.object({
  id: z.number().int(),
  chatId: z.number().int(),
  authorId: z.number().int().nullable(),
  authorName: z.string(),
  /** Empty for a file message without a caption. */
  text: z.string(),
  file: chatFileSchema.nullable(),
  /** Members named with @nickname in the text. */
  mentions: z.array(z.number().int()),
  /** The sender's idempotency key: a retried send answers the message already stored. */
  clientId: z.string().nullable(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A chat as one of its members sees it. */
export const chatSchema = z.object({
  id: z.number().int(),
  members: z.array(chatMemberSchema),
  /** More than two members: leaving is possible and adding members changes this chat. */
  isGroup: z.boolean(),
  /** A group's name; null for one-to-one chats (shown as the other person's name). */
  name: z.string().nullable(),
  lastMessage: chatMessageSchema.nullable(),
  /** Messages after the caller's read mark, not written by the caller. */
  unread: z.number().int(),
  createdAt: z.string(),
});
export type Chat = z.infer<typeof chatSchema>;

/** GET /chats/unread: the caller's unread messages, in total and per chat. */
export const chatUnreadSchema = z.object({
  total: z.number().int(),
  chats: z.array(z.object({ chatId: z.number().int(), count: z.number().int() })),
});
export type ChatUnread = z.infer<typeof chatUnreadSchema>;

/** A list of user ids (POST/PUT /chats, GET /chats?userIds=1,2). */
const userIdsSchema = z.array(z.number().int().positive()).min(1).max(200);

/** Body of POST /chats and PUT /chats/{id}: the people to chat with (the caller is implied). */
export const chatMembersBodySchema = z.object({
  userIds: userIdsSchema,
  /** A group's name (optional). */
  name: z.string().trim().max(120).nullish(),
});
export type ChatMembersBody = z.infer<typeof chatMembersBodySchema>;

/** Query of GET /chats: the chat with exactly these people and the caller, if any (comma list). */
export const chatFindQuerySchema = z.object({
  userIds: z
    .string()
    .optional()
    .transform((value) =>
      value === undefined || value === ''
        ? undefined
        : value.split(',').map((part) => Number(part.trim())),
    )
    .pipe(userIdsSchema.optional()),
});
export type ChatFindQuery = z.infer<typeof chatFindQuerySchema>;

/** Body of POST /chats/{id}/messages. */
export const chatMessageBodySchema = z.object({
  text: z.string().trim().min(1).max(CHAT_TEXT_MAX),
  /** A UUID the client makes per message, so a retry after a lost answer is not a duplicate. */
  clientId: z.uuid().nullish(),
});
export type ChatMessageBody = z.infer<typeof chatMessageBodySchema>;

/**
 * Query of GET /chats/{id}/messages. `afterId`: the messages after that one, oldest first, at
 * most {@link CHAT_CATCH_UP_MAX} (a reconnecting client's catch-up). Otherwise a page of
 * {@link CHAT_PAGE_SIZE}, newest first, of one `date` (the chat history screen) or of all.
 */
export const chatMessagesQuerySchema = z.object({
  date: z.iso.date().optional(),
  afterId: z.coerce.number().int().min(0).optional(),
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(CHAT_CATCH_UP_MAX).default(CHAT_PAGE_SIZE),
});
export type ChatMessagesQuery = z.infer<typeof chatMessagesQuerySchema>;

/** Query of GET /chats/history: the caller's chats with messages on `date` (default today). */
export const chatHistoryQuerySchema = z.object({ date: z.iso.date().optional() });
export type ChatHistoryQuery = z.infer<typeof chatHistoryQuerySchema>;

/** Query of GET /chats/messages/search: messages of the caller's chats containing `q`, newest first. */
export const chatSearchQuerySchema = z.object({
  q: z.string().trim().min(2).max(200),
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(25),
});
export type ChatSearchQuery = z.infer<typeof chatSearchQuerySchema>;

/** Data of MESSAGE_READ: a member read up to a message. */
export interface ChatReadMark {
  chatId: number;
  userId: number;
  messageId: number;
}

/** Data of IS_TYPING. */
export interface ChatTyping {
  chatId: number;
  userId: number;
  nickname: string;
}

/** Data of MEMBER_LEFT. */
export interface ChatMemberLeft {
  chatId: number;
  userId: number;
  chat: Chat;
}
