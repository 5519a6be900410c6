import { isGroupChat, type Chat, type ChatMessage } from '@newsroom/domain';
import type { ChatMemberRow, ChatMessageRow, ChatRow } from './chat.repository';

/** Row → API shape of a message; the file's storage key and hash stay on the server. */
export function presentMessage(row: ChatMessageRow): ChatMessage {
  return {
    id: row.id,
    chatId: row.chatId,
    authorId: row.authorId,
    authorName: row.authorName ?? '',
    text: row.text,
    file: row.file
      ? { name: row.file.name, mimeType: row.file.mimeType, size: row.file.size }
      : null,
    mentions: row.mentions,
    clientId: row.clientId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A chat as one member sees it (`unread` counts for that member; 0 in events). */
export function presentChat(
  row: ChatRow,
  members: readonly ChatMemberRow[],
  lastMessage: ChatMessageRow | undefined,
  unread: number,
): Chat {
  return {
    id: row.id,
    members: members.map((member) => ({
      userId: member.userId,
      name: member.name,
      nickname: member.nickname,
      lastReadMessageId: member.lastReadMessageId,
    })),
    isGroup: isGroupChat(members.length),
    name: row.name,
    lastMessage: lastMessage ? presentMessage(lastMessage) : null,
    unread,
    createdAt: row.createdAt.toISOString(),
  };
}
