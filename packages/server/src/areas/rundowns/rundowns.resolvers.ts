import type { Executor } from '../../platform/db/client';
import type { Found, RundownTree } from './rundowns.rows';

/**
 * Names the rundowns a mutation changes from its request. A story's block may change rundown
 * while the mutation waits for the locks, so on PostgreSQL it runs again under them, unless it
 * can tell from the trees opened there that what it found is still where it found it.
 */
export interface Resolver {
  (db: Executor): Promise<number[]>;
  /** Whether each block and story the last call found is in the tree of the rundown it was in. */
  unchangedIn?(trees: readonly RundownTree[]): boolean;
}

/**
 * A resolver naming the rundowns of what `find` finds, which checks under the locks, from the
 * trees opened there, that each block and story is still in the rundown it was found in: no
 * statement to run again (`Resolver.unchangedIn`).
 */
export function foundIn(find: (db: Executor) => Promise<Found>): Resolver {
  let last: Found = {};
  const resolve: Resolver = async (db) => {
    last = await find(db);
    return [...new Set([...(last.blocks?.values() ?? []), ...(last.stories?.values() ?? [])])];
  };
  resolve.unchangedIn = (trees) => {
    const blocks = new Map<number, number>();
    const stories = new Map<number, number>();
    for (const { rundown, blocks: rows, stories: live } of trees) {
      for (const block of rows) blocks.set(block.id, rundown.id);
      for (const story of live) stories.set(story.id, rundown.id);
    }
    const stayed = (found: ReadonlyMap<number, number> | undefined, now: Map<number, number>) =>
      [...(found ?? [])].every(([id, rundownId]) => now.get(id) === rundownId);
    return stayed(last.blocks, blocks) && stayed(last.stories, stories);
  };
  return resolve;
}
