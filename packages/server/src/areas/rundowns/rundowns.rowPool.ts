import { perDatabase } from '../../platform/db/perDatabase';
import type { BlockRow, StoryRowRecord } from './rundowns.rows';

/**
 * The block and story rows the rundown mutations read last, by id, each with the stamp it was
 * read at: its `version` (every versioned write bumps it) and its `xmin` (any committed write of
 * the row, even an unversioned one, gives it a new one). A mutation's tree load reads only the
 * stamps of the rundown's blocks and stories and fetches the rows whose stamp is not here,
 * instead of every column of 300 stories (issue 27). Correct with several server instances: the
 * stamps come from the database. Rows are frozen, since one row object is shared by every tree
 * that holds it.
 */
export const ROW_POOL_SIZE = 20_000;

export class RowPool<R extends { id: number }> {
  private readonly rows = new Map<number, { stamp: string; row: R; used: number }>();
  /** Counts uses: an entry's `used` is when it was last put or got. */
  private uses = 0;

  constructor(readonly capacity = ROW_POOL_SIZE) {}

  /** The row read at that stamp (and marks it recently used), or undefined. */
  get(id: number, stamp: string): R | undefined {
    const entry = this.rows.get(id);
    if (!entry || entry.stamp !== stamp) return undefined;
    // Marked, not moved in the map: a tree load gets every row of a rundown each time.
    entry.used = ++this.uses;
    return entry.row;
  }

  /** Keeps a row read at `stamp`; answers it frozen (the least recently used leave first). */
  put(stamp: string, row: R): R {
    const frozen = deepFreeze(row);
    this.rows.set(row.id, { stamp, row: frozen, used: ++this.uses });
    if (this.rows.size > this.capacity) this.evict();
    return frozen;
  }

  get size(): number {
    return this.rows.size;
  }

  /** Forgets the least recently used rows down to nine tenths of the capacity: rarely, in a batch. */
  private evict(): void {
    const keep = this.capacity - Math.floor(this.capacity / 10);
    const byUse = [...this.rows].sort(([, a], [, b]) => a.used - b.used);
    for (const [id] of byUse.slice(0, this.rows.size - keep)) this.rows.delete(id);
  }
}

/** The pooled rows of a tree: stories and blocks, each pool keyed by its own rows' ids. */
export interface RowPools {
  stories: RowPool<StoryRowRecord>;
  blocks: RowPool<BlockRow>;
}

/** The stamp of a row as read: version and xmin. */
export const rowStamp = (version: number, xmin: string) => `${version}:${xmin}`;

/** Freezes a value and everything it holds (shared objects nobody may change in place). */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** The pools of one app's database handle. */
export const rowPoolsOf = perDatabase((): RowPools => ({
  stories: new RowPool(),
  blocks: new RowPool(),
}));
