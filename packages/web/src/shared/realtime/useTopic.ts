import { useEffect, useRef } from 'react';
import { USER_QUEUE, type RealtimeEvent, type Topic } from '@newsroom/domain';
import { realtime, type RealtimeHandler } from './realtimeClient';

/** The STOMP destination of a topic. */
export function topicDestination(topic: Topic): string {
  return `/topic/${topic}`;
}

/** Keeps `handler` registered for `destination` while the component is mounted. */
export function useDestination(destination: string, handler: RealtimeHandler): void {
  // The latest handler is read through a ref so re-renders do not resubscribe.
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });
  useEffect(
    () => realtime.addHandler(destination, (event: RealtimeEvent) => handlerRef.current(event)),
    [destination],
  );
}

/**
 * Receives the events of `/topic/<topic>` while mounted, typed by the catalogue: the server
 * publishes on a topic only that topic's events.
 */
export function useTopic<T extends Topic>(
  topic: T,
  handler: (event: RealtimeEvent<T>) => void,
): void {
  useDestination(topicDestination(topic), handler as RealtimeHandler);
}

/** Receives the events of the user's own queue while mounted. */
export function useUserQueue(handler: RealtimeHandler): void {
  useDestination(USER_QUEUE, handler);
}
