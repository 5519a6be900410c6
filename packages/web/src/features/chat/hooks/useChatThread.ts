import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ChatMessage } from '@newsroom/domain';
import { chatKeys, fetchMessages, fetchMessagesAfter } from '../api/chatApi';
import { mergeMessages } from '../chatMessages';

/** The messages of a chat held by this screen, oldest first, and how far back they go. */
export interface ChatThread {
  messages: ChatMessage[];
  /** The next page of older messages to ask for. */
  olderPage: number;
  hasOlder: boolean;
}

/**
 * Loads a chat's thread: the newest page the first time; afterwards (a reconnect invalidates
 * every live cache) the messages after the last one held, until none is left, so a screen that
 * was offline gets what it missed in order and without duplicates.
 */
export async function loadThread(queryClient: QueryClient, chatId: number): Promise<ChatThread> {
  const held = queryClient.getQueryData<ChatThread>(chatKeys.messages(chatId));
  if (!held || held.messages.length === 0) {
    const page = await fetchMessages(chatId, 0);
    return {
      messages: mergeMessages([], page.data),
      olderPage: 1,
      hasOlder: page.total > page.data.length,
    };
  }
  let messages = held.messages;
  for (;;) {
    const page = await fetchMessagesAfter(chatId, messages.at(-1)!.id);
    messages = mergeMessages(messages, page.data);
    if (page.data.length === 0 || page.total <= page.data.length) break;
  }
  return { ...held, messages };
}

/** Adds arrived messages to a chat's thread, if this screen holds it. */
export function addToThread(
  queryClient: QueryClient,
  chatId: number,
  arrived: readonly ChatMessage[],
): void {
  queryClient.setQueryData<ChatThread>(chatKeys.messages(chatId), (thread) =>
    thread ? { ...thread, messages: mergeMessages(thread.messages, arrived) } : thread,
  );
}

/** A chat's thread, kept live by the dock's events, with loading of older pages (10 each). */
export function useChatThread(chatId: number) {
  const queryClient = useQueryClient();
  const [loadingOlder, setLoadingOlder] = useState(false);
  const query = useQuery({
    queryKey: chatKeys.messages(chatId),
    queryFn: () => loadThread(queryClient, chatId),
    staleTime: Infinity,
  });
  const loadOlder = async () => {
    const thread = query.data;
    if (!thread?.hasOlder || loadingOlder) return;
    setLoadingOlder(true);
    try {
      const page = await fetchMessages(chatId, thread.olderPage);
      queryClient.setQueryData<ChatThread>(chatKeys.messages(chatId), (current) =>
        current
          ? {
              messages: mergeMessages(current.messages, page.data),
              olderPage: current.olderPage + 1,
              hasOlder: page.data.length > 0 && (current.olderPage + 1) * page.size < page.total,
            }
          : current,
      );
    } finally {
      setLoadingOlder(false);
    }
  };
  return { thread: query.data, isLoading: query.isLoading, loadOlder, loadingOlder };
}
