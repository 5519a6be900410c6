import type { Executor } from '../../platform/db/client';
import type { Resolver } from './rundowns.mutation';
import type { Found } from './rundowns.rows';

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
