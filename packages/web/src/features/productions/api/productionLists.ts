import {
  belongsInProductionList,
  type Production,
  type ProductionTask,
  type RealtimeEvent,
} from '@newsroom/domain';
import type { ProductionListKey } from './productionsApi';

/**
 * Day lists of productions kept live by the `productions` topic (spec 2 §4 "Checklist lists: a
 * checklist leaves the list if its date no longer matches, or if it is done while the
 * only-not-done option is on"; and joins when it starts to match). An entity that is not newer
 * than the list's copy is skipped, so the echo of one's own change changes nothing.
 */

/** What an event says about one production: its new state, or that it is gone. */
export type ProductionChange =
  { kind: 'upsert'; production: Production } | { kind: 'remove'; id: number } | { kind: 'none' };

/** The real-time entity of productions (lookups travel on the same topic under their own names). */
export const PRODUCTION_ENTITY = 'production' as const;

/** Reads a `productions` event: CREATE/UPDATE carry the production, PATCH `{ production }`, DELETE `{ id }`. */
export function changeOfEvent(event: RealtimeEvent<'productions'>): ProductionChange {
  if (event.entity !== PRODUCTION_ENTITY) return { kind: 'none' };
  switch (event.action) {
    case 'DELETE':
      return { kind: 'remove', id: event.data.id };
    case 'PATCH':
      return { kind: 'upsert', production: event.data.production };
    default:
      return { kind: 'upsert', production: event.data };
  }
}

/**
 * The day list after a change: a production that still belongs is replaced (or put first when new
 * here); one that no longer belongs (another date, done under only-not-done, removed) leaves.
 * Returns the same array when nothing changes.
 */
export function applyToList(
  list: readonly Production[],
  key: ProductionListKey,
  change: ProductionChange,
): readonly Production[] {
  if (change.kind === 'none') return list;
  if (change.kind === 'remove') {
    return list.some((item) => item.id === change.id)
      ? list.filter((item) => item.id !== change.id)
      : list;
  }
  const incoming = change.production;
  const index = list.findIndex((item) => item.id === incoming.id);
  const current = index >= 0 ? list[index] : undefined;
  if (current && current.version >= incoming.version) return list;
  if (!belongsInProductionList(incoming, key)) {
    return current ? list.filter((item) => item.id !== incoming.id) : list;
  }
  if (!current) return [incoming, ...list];
  const next = [...list];
  next[index] = incoming;
  return next;
}

/** Replaces one production in a list by id (an optimistic change or its rollback). */
export function replaceInList(list: readonly Production[], production: Production): Production[] {
  return list.map((item) => (item.id === production.id ? production : item));
}

/** The production with one task's done tick set. */
export function withTaskDone(production: Production, taskId: string, done: boolean): Production {
  return {
    ...production,
    tasks: production.tasks.map((task) => (task.id === taskId ? { ...task, done } : task)),
  };
}

/** Done and total tasks of a production. */
export function taskProgress(tasks: readonly ProductionTask[]): { done: number; total: number } {
  return { done: tasks.filter((task) => task.done).length, total: tasks.length };
}

/** The task id of a `tasks.<taskId>.done` field, or null for another field. */
export function taskIdOfField(field: string): string | null {
  const match = /^tasks\.(.+)\.done$/.exec(field);
  return match?.[1] ?? null;
}
