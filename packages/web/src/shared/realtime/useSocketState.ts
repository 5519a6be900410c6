import { useSyncExternalStore } from 'react';
import { realtime, type SocketState } from './realtimeClient';

const subscribe = (listener: () => void) => realtime.subscribeState(listener);
const getSnapshot = () => realtime.getState();

/** The connection state of the page's socket, re-rendering on change. */
export function useSocketState(): SocketState {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
