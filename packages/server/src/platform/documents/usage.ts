import type { Executor } from '../db/client';

/**
 * "Cannot delete while in use" rules (spec 1 §5): a program with content, a team used in a
 * document, a classification in use... The areas that hold references register a counter for
 * the referenced entity type; the owner of that entity asks before deleting. Areas register
 * at import time, so the counters exist as soon as the area's routes are loaded.
 */
export type UsageCounter = (db: Executor, id: number) => Promise<number>;

const counters = new Map<string, UsageCounter[]>();

/** Registers a counter of references to entities of a type. */
export function registerUsage(entityType: string, counter: UsageCounter): void {
  counters.set(entityType, [...(counters.get(entityType) ?? []), counter]);
}

/** How many references to an entity exist across every registered area. */
export async function usageCount(db: Executor, entityType: string, id: number): Promise<number> {
  let total = 0;
  for (const count of counters.get(entityType) ?? []) total += await count(db, id);
  return total;
}
