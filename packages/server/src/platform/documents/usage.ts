import type { Executor } from '../db/client';

/**
 * "Cannot delete while in use" rules (spec 1 §5): a program with content, a team used in a
 * document, a classification in use... The areas that hold references declare a counter for
 * the referenced entity type in their manifest (`usageCounters`); the owner of that entity asks
 * `platform.areas.usageCount` before deleting.
 */
export type UsageCounter = (db: Executor, id: number) => Promise<number>;
