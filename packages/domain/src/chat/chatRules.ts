/**
 * The chat's membership and mention rules (spec 3 §4), pure so the server and the web decide alike.
 */

/** A chat of more than two members is a group: one leaves it, and adding people changes it. */
export function isGroupChat(memberCount: number): boolean {
  return memberCount > 2;
}

/** What adding people to a chat does. */
export type AddMembersPlan =
  /** Nobody new: nothing changes. */
  | { kind: 'none' }
  /** A group grows: the server adds them to this chat (MEMBERS_ADDED). */
  | { kind: 'add'; added: number[] }
  /** A chat of two or fewer: a new chat with everyone is created; the old one is minimised. */
  | { kind: 'create'; memberIds: number[] };

/** Adding `userIds` to a chat whose members are `memberIds` (spec 3 §4). */
export function planAddMembers(
  memberIds: readonly number[],
  userIds: readonly number[],
): AddMembersPlan {
  const added = [...new Set(userIds)].filter((id) => !memberIds.includes(id));
  if (added.length === 0) return { kind: 'none' };
  if (isGroupChat(memberIds.length)) return { kind: 'add', added };
  return { kind: 'create', memberIds: [...memberIds, ...added] };
}

/** What closing a chat window does: a group's member leaves it; a pair's window just closes. */
export function closeChatAction(memberCount: number): 'leave' | 'close' {
  return isGroupChat(memberCount) ? 'leave' : 'close';
}

/** The members of a new chat: the caller and the people named, once each, in that order. */
export function chatMemberIds(callerId: number, userIds: readonly number[]): number[] {
  return [...new Set([callerId, ...userIds])];
}

/** Whether two member lists are the same people, in any order. */
export function sameMembers(a: readonly number[], b: readonly number[]): boolean {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((id) => set.has(id));
}

/** `@nickname` in a message: letters, digits, dot, dash and underscore after an `@` not in a word. */
const MENTION = /(?<![\p{L}\p{N}_.@-])@([\p{L}\p{N}_.-]+)/gu;

/**
 * The members a text names with @nickname (case-insensitive, a trailing dot is punctuation),
 * in the order first named, never the author.
 */
export function mentionedMembers(
  text: string,
  members: readonly { userId: number; nickname: string }[],
  authorId: number,
): number[] {
  const byNickname = new Map(members.map((m) => [m.nickname.toLocaleLowerCase(), m.userId]));
  const found: number[] = [];
  for (const match of text.matchAll(MENTION)) {
    const nickname = match[1]!.replace(/\.+$/, '').toLocaleLowerCase();
    const userId = byNickname.get(nickname);
    if (userId !== undefined && userId !== authorId && !found.includes(userId)) found.push(userId);
  }
  return found;
}
