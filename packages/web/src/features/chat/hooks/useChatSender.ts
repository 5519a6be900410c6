import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { TYPING_SEND_EVERY_MS } from '@newsroom/domain';
import { chatKeys, sendFile, sendMessage, sendTyping } from '../api/chatApi';
import { addToThread } from './useChatThread';

/** A message on its way: shown greyed until the server committed it, kept when it failed. */
export interface PendingMessage {
  clientId: string;
  text: string;
  file: File | null;
  failed: boolean;
}

/**
 * Sending in one chat. Each message gets its `clientId` once and keeps it through retries, so a
 * retry after a lost answer never stores it twice; a failed one stays with a retry, so nothing
 * typed is lost. Typing is signalled at most every {@link TYPING_SEND_EVERY_MS}.
 */
export function useChatSender(chatId: number) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const lastTyping = useRef(0);

  const attempt = async (message: PendingMessage) => {
    // The next keystroke is a new message being typed: signal it at once.
    lastTyping.current = 0;
    setPending((list) => [
      ...list.filter((p) => p.clientId !== message.clientId),
      { ...message, failed: false },
    ]);
    try {
      const stored = message.file
        ? await sendFile(chatId, message.file, message.clientId)
        : await sendMessage(chatId, message.text, message.clientId);
      addToThread(queryClient, chatId, [stored]);
      void queryClient.invalidateQueries({ queryKey: chatKeys.list });
      setPending((list) => list.filter((p) => p.clientId !== message.clientId));
    } catch {
      setPending((list) =>
        list.map((p) => (p.clientId === message.clientId ? { ...p, failed: true } : p)),
      );
    }
  };

  return {
    pending,
    sendText: (text: string) =>
      attempt({ clientId: crypto.randomUUID(), text, file: null, failed: false }),
    sendFile: (file: File) =>
      attempt({ clientId: crypto.randomUUID(), text: '', file, failed: false }),
    retry: (message: PendingMessage) => attempt(message),
    discard: (clientId: string) =>
      setPending((list) => list.filter((p) => p.clientId !== clientId)),
    typing: () => {
      const now = Date.now();
      if (now - lastTyping.current < TYPING_SEND_EVERY_MS) return;
      lastTyping.current = now;
      sendTyping(chatId).catch(() => undefined);
    },
  };
}
