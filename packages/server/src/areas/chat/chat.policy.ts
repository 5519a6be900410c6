import { hasRoles, type Viewer } from '@newsroom/domain';

/**
 * Who may do what with chats (area `chat`). Reading needs ROLE_CHAT_READ; creating chats,
 * sending and adding people ROLE_CHAT_WRITE. A chat exists only for its members: to anyone
 * else, root included, it is not there (404) — conversations are private, not a permission.
 */
export const chatPolicy = {
  canRead: (who: Pick<Viewer, 'roles'>): boolean => hasRoles(who.roles, ['ROLE_CHAT_READ']),
  canWrite: (who: Pick<Viewer, 'roles'>): boolean => hasRoles(who.roles, ['ROLE_CHAT_WRITE']),
  /** Sees the chat, its messages, files and events. */
  isMember: (who: Pick<Viewer, 'userId'>, memberIds: readonly number[]): boolean =>
    memberIds.includes(who.userId),
};
