import type { AreaManifest } from '../../platform/areas/manifest';
import { chatMessagesRoutes } from './chatMessages.routes';
import { chatRoutes } from './chat.routes';
import { CHAT_FILES_DELETE_TASK, deletePurgedFiles, purgeChatHistory } from './chat.purge';

/** Chat between users: one-to-one and group chats, messages, files, read marks (issue 20). */
export const chatManifest: AreaManifest = {
  name: 'chat',
  routes: [chatMessagesRoutes, chatRoutes],
  retentionPurgers: { chatHistory: purgeChatHistory },
  taskHandlers: { [CHAT_FILES_DELETE_TASK]: deletePurgedFiles },
};
