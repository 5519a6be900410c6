import type { Database } from '../../platform/db/client';
import type { StoryRowRecord } from './rundowns.rows';

/**
 * The story rows the rundown mutations read last, by id, each with the stamp it was read at: its
 * `version` (every versioned write bumps it) and its `xmin` (any committed write of the row, even
 * an unversioned one, gives it a new one). A mutation's tree load reads only the stamps of the
 * rundown's stories and fetches the rows whose stamp is not here, instead of every column of 300
 * stories (issue 27). Correct with several server instances: the stamps come from the database.
 * Rows are frozen, since one row object is shared by every tree that holds it.
 */
export const STORY_POOL_SIZE = 20_000;

export class StoryPool {
  private readonly rows = new Map<number, { stamp: string; row: StoryRowRecord }>();

  constructor(readonly capacity = STORY_POOL_SIZE) {}

  /** The row read at that stamp (and marks it recently used), or undefined. */
  get(id: number, stamp: string): StoryRowRecord | undefined {
    const entry = this.rows.get(id);
    if (!entry || entry.stamp !== stamp) return undefined;
    this.rows.delete(id);
    this.rows.set(id, entry);
    return entry.row;
  }

  /** Keeps a row read at `stamp`; answers it frozen (the least recently used leaves first). */
  put(stamp: string, row: StoryRowRecord): StoryRowRecord {
    const frozen = deepFreeze(row);
    this.rows.delete(row.id);
    this.rows.set(row.id, { stamp, row: frozen });
    while (this.rows.size > this.capacity) {
      const oldest = this.rows.keys().next().value;
      if (oldest === undefined) break;
      this.rows.delete(oldest);
    }
    return frozen;
  }

  get size(): number {
    return this.rows.size;
  }
}

/** The stamp of a story row as read: version and xmin. */
export const storyStamp = (version: number, xmin: string) => `${version}:${xmin}`;

/** Freezes a value and everything it holds (shared objects nobody may change in place). */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

const pools = new WeakMap<Database, StoryPool>();

/** The pool of one app's database handle (each app, in tests too, has its own). */
export function storyPoolOf(database: Database): StoryPool {
  let pool = pools.get(database);
  if (!pool) {
    pool = new StoryPool();
    pools.set(database, pool);
  }
  return pool;
}
