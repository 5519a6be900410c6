import { act } from '@testing-library/react';
import type {
  Action,
  ActionOf,
  EntityOf,
  EventData,
  EventEnvelope,
  EventHead,
  RealtimeEvent,
  Topic,
} from '@newsroom/domain';

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

/** What a test says of an event: its head as the catalogue types it, and any envelope field. */
export type TestEvent<T extends Topic = Topic> = EventHead<T> & Partial<EventEnvelope>;

/** An event from another session, filled with neutral values where the test gives none. */
export function realtimeEvent<T extends Topic>(event: TestEvent<T>): RealtimeEvent<T> {
  return { seq: 1, id: null, version: null, originSession: 'other', ...event } as RealtimeEvent<T>;
}

/** One event of a topic's entity with the data the catalogue gives it, from another session. */
export function entityEvent<T extends Topic, E extends EntityOf<T>, A extends ActionOf<T, E>>(
  topic: T,
  entity: E,
  action: A,
  data: EventData<T, E, A>,
  envelope: Partial<EventEnvelope> = {},
): RealtimeEvent<T> {
  // The generic head is one of the topic's heads; the compiler cannot see through the generics.
  return realtimeEvent({ topic, entity, action, data, ...envelope } as unknown as TestEvent<T>);
}

/**
 * An event as a component test may push it: the topic and what the test cares about (the rest
 * neutral), including shapes a defensive reader must survive.
 */
export interface LooseEvent extends Partial<EventEnvelope> {
  topic: Topic;
  entity?: string;
  action?: Action;
  data?: unknown;
}

function filled(event: LooseEvent): RealtimeEvent {
  return realtimeEvent({ action: 'UPDATE', entity: 'x', data: null, ...event } as TestEvent);
}

/** Pushes the event to the latest handler registered for its topic. */
export function pushToLatest(event: LooseEvent) {
  const handler = topicHandlers.filter((h) => h.topic === event.topic).at(-1)?.handler;
  act(() => handler?.(filled(event)));
}

/** Pushes the event to every handler registered for its topic. */
export function pushToAll(event: LooseEvent) {
  const full = filled(event);
  act(() => {
    for (const { topic, handler } of [...topicHandlers]) if (topic === event.topic) handler(full);
  });
}

/** The socket state components see: connected, as in a working newsroom. */
export function useSocketState(): 'connected' {
  return 'connected';
}
