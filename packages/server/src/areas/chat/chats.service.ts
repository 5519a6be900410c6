import {
  chatMemberIds,
  DomainError,
  planAddMembers,
  ruleViolation,
  isGroupChat,
  type Chat,
  type ChatMembersBody,
  type ChatUnread,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import type { Tx } from '../../platform/db/client';
import { emit } from '../../platform/realtime/outbox';
import {
  assertChatUsers,
  chatView,
  chatViews,
  CHAT_RULES,
  dayWindow,
  lockedMemberChat,
  memberChat,
} from './chat.access';
import { chatRepository } from './chat.repository';

/** Chats and their members (spec 3 §4, §7 "Chats"). */

/** The caller's chats, latest activity first; with `userIds` the one with exactly those people. */
export async function listChats(
  platform: Platform,
  actor: Actor,
  userIds: number[] | undefined,
): Promise<Chat[]> {
  const db = platform.database.db;
  if (userIds) {
    const id = await chatRepository.findByMembers(db, chatMemberIds(actor.userId, userIds));
    return id === undefined ? [] : chatViews(db, actor, [id]);
  }
  return chatViews(db, actor, await chatRepository.idsOf(db, actor.userId));
}

export async function loadChat(platform: Platform, actor: Actor, id: number): Promise<Chat> {
  const db = platform.database.db;
  await memberChat(db, actor, id);
  return chatView(db, actor, id);
}

/**
 * The chat of exactly these members, created when there is none (CREATE to its members). Calls
 * for the same people wait for each other, so two never make two chats.
 */
async function findOrCreate(
  tx: Tx,
  actor: Actor,
  memberIds: number[],
  name: string | null,
  now: Date,
): Promise<number> {
  await chatRepository.lockMemberSet(tx, memberIds);
  const existing = await chatRepository.findByMembers(tx, memberIds);
  if (existing !== undefined) return existing;
  const row = await chatRepository.insert(tx, { name, createdBy: actor.userId, memberIds, now });
  await emit(tx, actor.sessionId, {
    topic: 'chat',
    entity: 'chat',
    action: 'CREATE',
    id: row.id,
    data: await chatView(tx, null, row.id),
    audience: { privateTo: memberIds },
  });
  return row.id;
}

/** The caller and `userIds`, refused when that is the caller alone. */
function newMembers(actor: Actor, userIds: readonly number[]): number[] {
  const memberIds = chatMemberIds(actor.userId, userIds);
  if (memberIds.length < 2)
    throw new DomainError('validation_failed', 'validation:failed', {
      fields: [{ field: 'userIds', key: 'required' }],
    });
  return memberIds;
}

/** POST /chats: the chat with these people (and the caller), made when there is none. */
export async function createChat(
  platform: Platform,
  actor: Actor,
  body: ChatMembersBody,
): Promise<Chat> {
  const memberIds = newMembers(actor, body.userIds);
  return platform.database.db.transaction(async (tx) => {
    await assertChatUsers(tx, memberIds);
    const id = await findOrCreate(tx, actor, memberIds, body.name || null, platform.clock());
    return chatView(tx, actor, id);
  });
}

/**
 * PUT /chats/{id}: adds people per `planAddMembers` — a group grows in place (MEMBERS_ADDED to
 * everyone in it after), a pair leads to the chat of all of them (found or created).
 */
export async function addMembers(
  platform: Platform,
  actor: Actor,
  id: number,
  body: ChatMembersBody,
): Promise<Chat> {
  return platform.database.db.transaction(async (tx) => {
    const chat = await lockedMemberChat(tx, actor, id);
    const plan = planAddMembers(chat.memberIds, body.userIds);
    if (plan.kind === 'none') return chatView(tx, actor, id);
    await assertChatUsers(tx, plan.kind === 'add' ? plan.added : plan.memberIds);
    const now = platform.clock();
    if (plan.kind === 'create') {
      const created = await findOrCreate(tx, actor, plan.memberIds, body.name || null, now);
      return chatView(tx, actor, created);
    }
    await chatRepository.addMembers(tx, id, plan.added, now, chat.row.lastMessageId);
    await emit(tx, actor.sessionId, {
      topic: 'chat',
      entity: 'chat',
      action: 'MEMBERS_ADDED',
      id,
      data: await chatView(tx, null, id),
      audience: { privateTo: [...chat.memberIds, ...plan.added] },
    });
    return chatView(tx, actor, id);
  });
}

/** PUT /chats/{id}/leave: the caller leaves a group (MEMBER_LEFT to those in it before). */
export async function leaveChat(platform: Platform, actor: Actor, id: number): Promise<void> {
  await platform.database.db.transaction(async (tx) => {
    const chat = await lockedMemberChat(tx, actor, id);
    if (!isGroupChat(chat.memberIds.length)) throw ruleViolation(CHAT_RULES.cannotLeavePair);
    await chatRepository.removeMember(tx, id, actor.userId);
    await emit(tx, actor.sessionId, {
      topic: 'chat',
      entity: 'chat',
      action: 'MEMBER_LEFT',
      id,
      data: { chatId: id, userId: actor.userId, chat: await chatView(tx, null, id) },
      audience: { privateTo: chat.memberIds },
    });
  });
}

/** GET /chats/unread: the caller's unread messages, per chat and in total. */
export async function unreadChats(platform: Platform, actor: Actor): Promise<ChatUnread> {
  const counts = await chatRepository.unreadCounts(platform.database.db, actor.userId);
  const chats = [...counts].map(([chatId, count]) => ({ chatId, count }));
  return { total: chats.reduce((sum, chat) => sum + chat.count, 0), chats };
}

/** GET /chats/history: the caller's chats with messages on a newsroom day. */
export async function chatHistory(
  platform: Platform,
  actor: Actor,
  date: string | undefined,
): Promise<Chat[]> {
  const db = platform.database.db;
  const window = dayWindow(platform.config.newsroomTimeZone, platform.clock(), date);
  return chatViews(db, actor, await chatRepository.idsWithMessagesIn(db, actor.userId, window));
}
