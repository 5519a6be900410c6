import { useSyncExternalStore } from 'react';
import { chatDock, type DockState } from '../chatDock';

/** The dock's windows and launcher state, re-rendering on change. */
export function useChatDock(): DockState {
  return useSyncExternalStore(chatDock.subscribe, chatDock.get);
}
