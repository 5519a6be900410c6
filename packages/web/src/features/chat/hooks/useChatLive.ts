import { useQueryClient } from '@tanstack/react-query';
import type { Chat, ChatMemberLeft, ChatMessage, ChatReadMark, ChatTyping } from '@newsroom/domain';
import { useTopic } from '../../../shared/realtime';
import { chatKeys } from '../api/chatApi';
import { chatDock } from '../chatDock';
import { withReadMark } from '../chatMessages';
import { chatTyping } from '../chatTyping';
import { addToThread } from './useChatThread';

/**
 * Keeps every chat cache of this screen live from `/topic/chat` (events reach members only):
 * threads, read marks, typing, membership, the chat list and the unread count. A message in a
 * chat with no window docks it minimised, so it shows with its count without taking the focus.
 */
export function useChatLive(myId: number): void {
  const queryClient = useQueryClient();
  const refreshCounts = () => {
    void queryClient.invalidateQueries({ queryKey: chatKeys.list });
    void queryClient.invalidateQueries({ queryKey: chatKeys.unread });
  };
  useTopic('chat', (event) => {
    switch (event.action) {
      case 'MESSAGE_SENT': {
        const message = event.data as ChatMessage;
        addToThread(queryClient, message.chatId, [message]);
        chatTyping.stopped(message.chatId, message.authorId);
        if (message.authorId !== myId) chatDock.dockMinimised(message.chatId);
        refreshCounts();
        // The history screen, if open, shows the day's messages live too.
        void queryClient.invalidateQueries({ queryKey: ['chats', 'history'] });
        void queryClient.invalidateQueries({ queryKey: ['chats', 'day', message.chatId] });
        return;
      }
      case 'MESSAGE_READ': {
        const { chatId, userId, messageId } = event.data as ChatReadMark;
        queryClient.setQueryData<Chat>(chatKeys.chat(chatId), (chat) =>
          chat ? withReadMark(chat, userId, messageId) : chat,
        );
        if (userId === myId) refreshCounts();
        return;
      }
      case 'IS_TYPING': {
        const typing = event.data as ChatTyping;
        if (typing.userId !== myId) chatTyping.heard(typing);
        return;
      }
      case 'CREATE':
      case 'MEMBERS_ADDED': {
        const chat = event.data as Chat;
        queryClient.setQueryData<Chat>(chatKeys.chat(chat.id), (held) =>
          held ? { ...chat, unread: held.unread } : chat,
        );
        refreshCounts();
        return;
      }
      case 'MEMBER_LEFT': {
        const { chatId, userId, chat } = event.data as ChatMemberLeft;
        if (userId === myId) {
          chatDock.close(chatId);
          queryClient.removeQueries({ queryKey: chatKeys.chat(chatId) });
          queryClient.removeQueries({ queryKey: chatKeys.messages(chatId) });
        } else queryClient.setQueryData<Chat>(chatKeys.chat(chatId), chat);
        refreshCounts();
        return;
      }
      default:
    }
  });
}
