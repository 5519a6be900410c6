import type { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import {
  CHAT_CATCH_UP_MAX,
  CHAT_FILE_MAX_BYTES,
  CHAT_SNIFF_BYTES,
  DomainError,
  mentionedMembers,
  safeFileName,
  sniffChatFile,
  type ChatMessage,
  type ChatMessagesQuery,
  type ChatSearchQuery,
  type Paged,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import type { Tx } from '../../platform/db/client';
import type { ChatFileColumn } from '../../platform/db/schema';
import { notFound } from '../../platform/http/refusals';
import { emit } from '../../platform/realtime/outbox';
import { storeMeasured } from '../../platform/storage/uploads';
import { notifyWhoMaySee } from '../notifications/notify';
import { dayWindow, lockedMemberChat, memberChat, type MemberChat } from './chat.access';
import { chatPolicy } from './chat.policy';
import { presentMessage } from './chat.presenter';
import { chatRepository, type ChatMessageRow } from './chat.repository';

/** Messages of a chat: history, sends (text and file), read marks, typing, search. */

/** Megabytes of the largest chat file, as the refusal says it. */
const CHAT_FILE_MAX_MB = CHAT_FILE_MAX_BYTES / (1024 * 1024);

/** 413 for a chat file over 100 MB. */
export function chatFileTooLarge(): DomainError {
  return new DomainError('payload_too_large', 'error:payloadTooLarge', {
    fields: [{ field: 'file', key: 'invalidSize', params: { count: CHAT_FILE_MAX_MB } }],
  });
}

function fieldError(key: 'invalidType' | 'required', name?: string): DomainError {
  return new DomainError('validation_failed', 'validation:failed', {
    fields: [{ field: 'file', key, ...(name === undefined ? {} : { params: { name } }) }],
  });
}

/** A message and whether this call stored it (false: the same `clientId` was sent before). */
export interface Sent {
  message: ChatMessage;
  created: boolean;
}

/**
 * Stores a message in the chat's row lock, so its id follows every message committed before it
 * in that chat; a `clientId` the author already used answers the stored message instead. The
 * message reaches the members (MESSAGE_SENT) and the members it names (their notifications)
 * only if the transaction commits.
 */
async function commitMessage(
  tx: Tx,
  actor: Actor,
  chatId: number,
  draft: { text: string; file: ChatFileColumn | null; clientId: string | null },
  now: Date,
): Promise<Sent> {
  const chat = await lockedMemberChat(tx, actor, chatId);
  if (draft.clientId) {
    const sent = await chatRepository.findByClientId(tx, chatId, actor.userId, draft.clientId);
    if (sent) return { message: presentMessage(sent), created: false };
  }
  const mentions = mentionedMembers(draft.text, chat.members, actor.userId);
  const id = await chatRepository.insertMessage(tx, {
    chatId,
    authorId: actor.userId,
    text: draft.text,
    file: draft.file,
    mentions,
    clientId: draft.clientId,
    createdAt: now,
  });
  const message = presentMessage((await chatRepository.findMessage(tx, id))!);
  await emit(tx, actor.sessionId, {
    topic: 'chat',
    entity: 'chat_message',
    action: 'MESSAGE_SENT',
    id,
    data: message,
    audience: { privateTo: chat.memberIds },
  });
  await notifyMentioned(tx, actor, chat, mentions, now);
  return { message, created: true };
}

/** Tells the members named with @nickname, through the notifications centre. */
async function notifyMentioned(
  tx: Tx,
  actor: Actor,
  chat: MemberChat,
  mentions: readonly number[],
  now: Date,
): Promise<void> {
  await notifyWhoMaySee(
    tx,
    mentions,
    chatPolicy.canRead,
    {
      level: 'INFO',
      category: 'information',
      titleKey: 'notification:mentionedInChat',
      params: { name: actor.name, chat: chat.row.name ?? actor.name },
      link: { kind: 'chat', id: chat.row.id, date: null },
    },
    now,
  );
}

/** POST /chats/{id}/messages. */
export async function sendText(
  platform: Platform,
  actor: Actor,
  chatId: number,
  body: { text: string; clientId?: string | null },
): Promise<Sent> {
  return platform.database.db.transaction((tx) =>
    commitMessage(
      tx,
      actor,
      chatId,
      { text: body.text, file: null, clientId: body.clientId ?? null },
      platform.clock(),
    ),
  );
}

/** Whether the chat exists for the actor (404 otherwise), before any byte of a file is read. */
export async function assertMember(platform: Platform, actor: Actor, chatId: number) {
  await memberChat(platform.database.db, actor, chatId);
}

/**
 * POST /chats/{id}/fileMessages: the part streams to storage, measured; a file cut at 100 MB
 * (413) or of a refused type (400 invalidType) is deleted again, as is the copy of a retried
 * `clientId`. The message is recorded only once the file is whole and accepted.
 */
export async function sendFile(
  platform: Platform,
  actor: Actor,
  chatId: number,
  part:
    (Pick<MultipartFile, 'filename'> & { file: Readable & { truncated?: boolean } }) | undefined,
  clientId: string | null,
): Promise<Sent> {
  if (!part) throw fieldError('required');
  const now = platform.clock();
  const name = safeFileName(part.filename);
  const stored = await storeMeasured(platform.storage, part.file, now, CHAT_SNIFF_BYTES);
  try {
    if (part.file.truncated) throw chatFileTooLarge();
    const mimeType = sniffChatFile(stored.head, name);
    if (!mimeType) throw fieldError('invalidType', name);
    const file = { key: stored.key, name, mimeType, size: stored.size, sha256: stored.sha256 };
    const sent = await platform.database.db.transaction((tx) =>
      commitMessage(tx, actor, chatId, { text: '', file, clientId }, now),
    );
    if (!sent.created) await platform.storage.delete(stored.key);
    return sent;
  } catch (error) {
    await platform.storage.delete(stored.key);
    throw error;
  }
}

/** GET /chats/{id}/messages: a catch-up after `afterId`, or a page (of a day). */
export async function listMessages(
  platform: Platform,
  actor: Actor,
  chatId: number,
  query: ChatMessagesQuery,
): Promise<Paged<ChatMessage>> {
  const db = platform.database.db;
  await memberChat(db, actor, chatId);
  if (query.afterId !== undefined) {
    const size = Math.min(query.size, CHAT_CATCH_UP_MAX);
    const { rows, total } = await chatRepository.after(db, chatId, query.afterId, size);
    return { data: rows.map(presentMessage), page: 0, size, total };
  }
  const window = query.date
    ? dayWindow(platform.config.newsroomTimeZone, platform.clock(), query.date)
    : null;
  const { rows, total } = await chatRepository.page(db, chatId, window, query);
  return { data: rows.map(presentMessage), page: query.page, size: query.size, total };
}

/** GET /chats/messages/search: the caller's messages containing `q`, newest first. */
export async function searchMessages(
  platform: Platform,
  actor: Actor,
  query: ChatSearchQuery,
): Promise<Paged<ChatMessage>> {
  const { rows, total } = await chatRepository.search(
    platform.database.db,
    actor.userId,
    query.q,
    query,
  );
  return { data: rows.map(presentMessage), page: query.page, size: query.size, total };
}

/** A message of a chat the actor is in, else 404. */
async function memberMessage(
  platform: Platform,
  actor: Actor,
  id: number,
): Promise<{ row: ChatMessageRow; chat: MemberChat }> {
  const db = platform.database.db;
  const row = await chatRepository.findMessage(db, id);
  if (!row) throw notFound();
  return { row, chat: await memberChat(db, actor, row.chatId) };
}

export async function loadMessage(platform: Platform, actor: Actor, id: number) {
  return presentMessage((await memberMessage(platform, actor, id)).row);
}

/** The file of a message, for its chat's members. */
export async function openMessageFile(
  platform: Platform,
  actor: Actor,
  id: number,
): Promise<{ file: ChatFileColumn; body: Readable }> {
  const { row } = await memberMessage(platform, actor, id);
  if (!row.file) throw notFound();
  return { file: row.file, body: await platform.storage.get(row.file.key) };
}

/** PUT /chats/messages/{id}/read: the caller's read mark moves up to it (MESSAGE_READ), never back. */
export async function markRead(platform: Platform, actor: Actor, id: number): Promise<void> {
  const { row, chat } = await memberMessage(platform, actor, id);
  await platform.database.db.transaction(async (tx) => {
    if (!(await chatRepository.markRead(tx, row.chatId, actor.userId, id))) return;
    await emit(tx, actor.sessionId, {
      topic: 'chat',
      entity: 'chat_message',
      action: 'MESSAGE_READ',
      id,
      data: { chatId: row.chatId, userId: actor.userId, messageId: id },
      audience: { privateTo: chat.memberIds },
    });
  });
}

/** POST /chats/{id}/typing: IS_TYPING to the chat's other members. */
export async function typing(platform: Platform, actor: Actor, chatId: number): Promise<void> {
  const db = platform.database.db;
  const chat = await memberChat(db, actor, chatId);
  const others = chat.memberIds.filter((userId) => userId !== actor.userId);
  if (others.length === 0) return;
  await emit(db, actor.sessionId, {
    topic: 'chat',
    entity: 'chat_message',
    action: 'IS_TYPING',
    id: chatId,
    data: { chatId, userId: actor.userId, nickname: actor.nickname },
    audience: { privateTo: others },
  });
}
