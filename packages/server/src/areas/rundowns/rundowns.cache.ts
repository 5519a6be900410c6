import { computeTiming, rundownSchema, type Rundown, type RundownTiming } from '@newsroom/domain';
import type { Database } from '../../platform/db/client';
import type { StoredJson } from '../../platform/http/storedJson';
import { SharedReads } from '../../platform/db/sharedReads';
import { perDatabase } from '../../platform/db/perDatabase';
import { rundownsRepository } from './rundowns.repository';

/**
 * The assembled rundowns (tree presented, unmasked, normalised by the answer schema, with its
 * timing) of the last loads, by rundown id and version. Every change of a rundown, its blocks or
 * their stories bumps `rundowns.version` in the change's own transaction (Mutation.publish /
 * bump), so a load that reads the committed version and finds the same version here may answer
 * from here: correct with several server instances too, since the check reads the database.
 * Masking, abilities and the on-air countdown stay per request (they depend on the viewer and
 * on the clock). Bounded: the least recently used rundown leaves first.
 */
export interface CachedRundown {
  version: number;
  /** Unmasked, keys in the order of `rundownSchema` (what the zod serializer would write). */
  rundown: Rundown;
  /** Timing of the stored tree; `onAirRemainingMs` is recomputed per request when on air. */
  timing: RundownTiming;
  /** Serialised answers by what they depend on besides the version (rundowns.answer.ts). */
  answers: Map<string, CachedAnswer>;
}

/**
 * One viewer variant's answer: off air the whole body (kept with its compressed forms); on air,
 * where the timing moves with the clock, the JSON before the timing.
 */
export type CachedAnswer = { body: StoredJson } | { head: string };

/** How many rundowns one server keeps (a 300-story rundown is ~100 KiB in memory). */
export const RUNDOWN_CACHE_SIZE = 50;

export class RundownCache {
  private readonly entries = new Map<number, CachedRundown>();
  hits = 0;
  misses = 0;

  constructor(readonly capacity = RUNDOWN_CACHE_SIZE) {}

  /** The entry of this exact version (and marks it recently used), or undefined. */
  get(id: number, version: number): CachedRundown | undefined {
    const entry = this.entries.get(id);
    if (!entry || entry.version !== version) {
      this.misses++;
      return undefined;
    }
    this.hits++;
    this.entries.delete(id);
    this.entries.set(id, entry);
    return entry;
  }

  /**
   * Stores a freshly loaded rundown (validated against the answer schema once, here) unless a
   * newer version is already stored; answers the entry to use for this request.
   */
  put(rundown: Rundown): CachedRundown {
    const normalized = rundownSchema.parse(rundown);
    const entry: CachedRundown = {
      version: normalized.version,
      rundown: normalized,
      timing: computeTiming(normalized, new Date(0)),
      answers: new Map(),
    };
    const current = this.entries.get(normalized.id);
    if (current && current.version > entry.version) return entry;
    this.entries.delete(normalized.id);
    this.entries.set(normalized.id, entry);
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return entry;
  }

  /** Forgets a rundown (after a local change; another instance relies on the version check). */
  delete(id: number): void {
    this.entries.delete(id);
  }

  has(id: number): boolean {
    return this.entries.has(id);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** The cache of one app's database handle. */
export const rundownCacheOf = perDatabase(() => new RundownCache());

type Access = Awaited<ReturnType<typeof rundownsRepository.rundownAccess>>;
const accessReads = perDatabase(
  (database) =>
    new SharedReads<number, Access>((key) => rundownsRepository.rundownAccess(database.db, key)),
);

/**
 * The version and program access of a rundown, the check before each answer from the cache.
 * Loads of one rundown that arrive while its check runs share the next one (SharedReads: never
 * a read that started before they came), so at a high rate a statement serves many loads.
 */
export function rundownAccessOf(database: Database, id: number): Promise<Access> {
  return accessReads(database).get(id);
}

/**
 * The timing of a cached rundown at `now` (only the on-air countdown and the hits timed from the
 * on-air start depend on the clock and the newsroom's zone).
 */
export function timingAt(entry: CachedRundown, now: Date, timeZone: string): RundownTiming {
  return entry.rundown.onAir ? computeTiming(entry.rundown, now, { timeZone }) : entry.timing;
}
