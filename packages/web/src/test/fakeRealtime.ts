import { act } from '@testing-library/react';
import type { RealtimeEvent } from '@newsroom/domain';

/**
 * A stand-in for `shared/realtime` in component tests: `useTopic` only records its handlers, and
 * the test pushes events to them. Use it as
 * `vi.mock('…/shared/realtime', () => import('…/test/fakeRealtime'))` and import
 * `topicHandlers` / `pushToLatest` / `pushToAll` from this module.
 */

/** Every `useTopic` registration, in order (a re-render registers again). */
export const topicHandlers: { topic: string; handler: (event: RealtimeEvent) => void }[] = [];

export function useTopic(topic: string, handler: (event: RealtimeEvent) => void) {
  topicHandlers.push({ topic, handler });
}

/** An event from another session, filled with neutral values where the test gives none. */
export function realtimeEvent(
  event: Partial<RealtimeEvent> & Pick<RealtimeEvent, 'topic'>,
): RealtimeEvent {
  return {
    seq: 1,
    action: 'UPDATE',
    entity: 'x',
    id: null,
    data: null,
    version: null,
    originSession: 'other',
    ...event,
  };
}

/** Pushes the event to the latest handler registered for its topic. */
export function pushToLatest(event: Partial<RealtimeEvent> & Pick<RealtimeEvent, 'topic'>) {
  const handler = topicHandlers.filter((h) => h.topic === event.topic).at(-1)?.handler;
  act(() => handler?.(realtimeEvent(event)));
}

/** Pushes the event to every handler registered for its topic. */
export function pushToAll(event: Partial<RealtimeEvent> & Pick<RealtimeEvent, 'topic'>) {
  const full = realtimeEvent(event);
  act(() => {
    for (const { topic, handler } of [...topicHandlers]) if (topic === event.topic) handler(full);
  });
}
