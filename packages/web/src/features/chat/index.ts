import { chatDock } from './chatDock';
import { lazyWithTexts } from '../../shared/i18n';

/** Chat: the header's unread badge and the docked chat windows (loaded after the page). */
export { ChatBadge } from './components/ChatBadge';

/** Opens a chat's docked window (a mention's notification leads there). */
export const openChatWindow = (chatId: number): Promise<void> => chatDock.open(chatId);

/** The docked chat windows and their live events, loaded on demand. */
export const ChatDock = lazyWithTexts(() =>
  import('./components/ChatDock').then((m) => ({ default: m.ChatDock })),
);
