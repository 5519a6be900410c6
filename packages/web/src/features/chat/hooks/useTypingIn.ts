import { useSyncExternalStore } from 'react';
import { chatTyping } from '../chatTyping';

/** The nicknames typing in a chat now (re-rendered as signals arrive and lapse). */
export function useTypingIn(chatId: number): string[] {
  useSyncExternalStore(chatTyping.subscribe, chatTyping.version);
  return chatTyping.in(chatId);
}
