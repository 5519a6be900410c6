import type { Rundown } from '@newsroom/domain';
import type { Database } from '../../platform/db/client';
import type { RundownTree } from './rundowns.repository';
import { deepFreeze } from './rundowns.storyPool';

/**
 * The trees the rundown mutations last held, by rundown id, each at the version it was committed
 * at: as a mutation found it under the lock, or as a committed mutation left it (its writes read
 * again, `Mutation.reload`). Every change of a rundown, its blocks or their stories bumps
 * `rundowns.version` in its own transaction, and versions only grow, so a mutation that finds
 * the version it locked here opens with this tree instead of reading its blocks and stories'
 * stamps again (issue 27). Only committed states are kept: a tree left by a mutation enters
 * after its commit. Correct with several server instances: the version is read under the lock.
 * Trees are frozen, since every mutation of that version shares them.
 */
export const TREE_CACHE_SIZE = 50;

/** A rundown's tree with its presentation. */
export interface HeldTree {
  tree: RundownTree;
  rundown: Rundown;
}

export class TreeCache {
  private readonly entries = new Map<number, HeldTree>();

  constructor(readonly capacity = TREE_CACHE_SIZE) {}

  /** The tree of this exact version (and marks it recently used), or undefined. */
  get(id: number, version: number): HeldTree | undefined {
    const entry = this.entries.get(id);
    if (!entry || entry.tree.rundown.version !== version) return undefined;
    this.entries.delete(id);
    this.entries.set(id, entry);
    return entry;
  }

  /** Keeps a committed tree, frozen, unless a newer version is kept (the oldest leaves first). */
  put(held: HeldTree): HeldTree {
    const { id, version } = held.tree.rundown;
    const frozen = deepFreeze(held);
    const current = this.entries.get(id);
    if (current && current.tree.rundown.version > version) return frozen;
    this.entries.delete(id);
    this.entries.set(id, frozen);
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return frozen;
  }

  get size(): number {
    return this.entries.size;
  }
}

const caches = new WeakMap<Database, TreeCache>();

/** The tree cache of one app's database handle (each app, in tests too, has its own). */
export function treeCacheOf(database: Database): TreeCache {
  let cache = caches.get(database);
  if (!cache) {
    cache = new TreeCache();
    caches.set(database, cache);
  }
  return cache;
}
