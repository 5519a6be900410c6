import {
  addDaysToDate,
  newsroomToday,
  rolesOf,
  ruleViolation,
  zonedTimestamp,
  type Chat,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Executor, Tx } from '../../platform/db/client';
import { notFound } from '../../platform/http/refusals';
import { chatPolicy } from './chat.policy';
import { presentChat } from './chat.presenter';
import { chatRepository, type ChatMemberRow, type ChatRow, type Window } from './chat.repository';

/** What the chat calls share: a chat as its member sees it, its members, the day's window. */

/** Message key of the chat answers. */
export const CHAT_RULES = {
  /** 422: someone named is unknown, excluded or has no chat access. */
  unknownUsers: 'chat:unknownUsers',
  /** 422: one does not leave a chat of two (its window just closes). */
  cannotLeavePair: 'chat:cannotLeavePair',
} as const;

/** A chat with its members. */
export interface MemberChat {
  row: ChatRow;
  members: ChatMemberRow[];
  memberIds: number[];
}

async function ofMember(db: Executor, actor: Actor, row: ChatRow | undefined): Promise<MemberChat> {
  if (!row) throw notFound();
  const members = await chatRepository.membersOf(db, [row.id]);
  const memberIds = members.map((member) => member.userId);
  if (!chatPolicy.isMember(actor, memberIds)) throw notFound();
  return { row, members, memberIds };
}

/** A chat the actor is a member of, else 404 (root included). */
export async function memberChat(db: Executor, actor: Actor, id: number): Promise<MemberChat> {
  return ofMember(db, actor, await chatRepository.find(db, id));
}

/** {@link memberChat}, its row locked until the transaction ends (sends and membership changes). */
export async function lockedMemberChat(tx: Tx, actor: Actor, id: number): Promise<MemberChat> {
  return ofMember(tx, actor, await chatRepository.lock(tx, id));
}

/** Chats as the actor sees them (their unread counts), in the order given. */
export async function chatViews(
  db: Executor,
  actor: Pick<Actor, 'userId'> | null,
  ids: readonly number[],
): Promise<Chat[]> {
  const rows = await chatRepository.findMany(db, ids);
  const members = await chatRepository.membersOf(db, ids);
  const last = new Map((await chatRepository.lastMessages(db, rows)).map((m) => [m.id, m]));
  const unread = actor ? await chatRepository.unreadCounts(db, actor.userId) : new Map();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      presentChat(
        row,
        members.filter((member) => member.chatId === id),
        row.lastMessageId === null ? undefined : last.get(row.lastMessageId),
        unread.get(id) ?? 0,
      ),
    ];
  });
}

/** One chat as the actor sees it. */
export async function chatView(db: Executor, actor: Actor | null, id: number): Promise<Chat> {
  const [view] = await chatViews(db, actor, [id]);
  if (!view) throw notFound();
  return view;
}

/**
 * The people one may chat with among `userIds`: every one must exist, not be excluded and read
 * chats (a chat they could never open would be a dead end), else 422 `chat:unknownUsers`.
 */
export async function assertChatUsers(db: Executor, userIds: readonly number[]): Promise<void> {
  const unique = [...new Set(userIds)];
  const found = await chatRepository.activeUsers(db, unique);
  const readers = found.filter((user) =>
    chatPolicy.canRead({ roles: rolesOf(user.permissions, user.isRoot) }),
  );
  if (readers.length !== unique.length) throw ruleViolation(CHAT_RULES.unknownUsers);
}

/** The instants of a newsroom day (`date`, default today in the newsroom's zone). */
export function dayWindow(timeZone: string, now: Date, date: string | undefined): Window {
  const day = date ?? newsroomToday(timeZone, now);
  return {
    from: new Date(zonedTimestamp(timeZone, day, '00:00')),
    to: new Date(zonedTimestamp(timeZone, addDaysToDate(day, 1), '00:00')),
  };
}
