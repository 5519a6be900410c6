import type { StoryId } from '@newsroom/domain';
import type { Tx } from '../../platform/db/client';
import { notFound } from '../../platform/http/refusals';
import { rundownsRepository } from './rundowns.repository';
import type { Resolver } from './rundowns.resolvers';
import type { MutationRows } from './rundowns.tree.repository';
import type { StoryValues } from './rundowns.write.repository';

// What a rundown mutation locks before its body runs, and how much of the locked rundowns it
// loads (rundowns.mutation.ts opens them).

/** The rundowns a mutation touches changed while it waited for their locks: start again. */
export class LockSetChanged extends Error {}

/** How many times a mutation starts over before answering a stale version. */
export const MAX_ATTEMPTS = 5;

/**
 * How much of the locked rundowns a mutation loads before its body runs: `tree` (default) the
 * whole rundown (`get`); `row` only the rundown row and its program (`row`; `get` is available
 * after a `reload`), for changes whose rules need no other story or block (a story's field);
 * `{ story }` as `row`, with that story found in the same statement (`located`) and, with
 * `write`, written right behind it, in the same message (`located.written`): the body checks the
 * change after it was made, a refusal rolling it back, so its lock is held one round trip less.
 * A `row` body locates what it changes under the locks and reaches its rundown through `row`,
 * which starts the mutation over when that rundown is not locked (moved meanwhile), so the lock
 * set is not read a second time.
 */
export type MutationLoad = 'tree' | 'row' | { story: StoryId; write?: StoryValues };

/**
 * Finds the rundowns a mutation changes and takes their locks, in id order. A `{ story }`
 * mutation finds its story's rundown in the statement taking the lock, and opens in the same
 * message (`opened`). A lone rundown's tree mutation leaves its lock to the statement opening the
 * tree (`lockFirst`): one round trip less, unless the resolver runs again under the lock first.
 */
export async function lockWanted(
  tx: Tx,
  resolve: Resolver,
  load: MutationLoad,
  resolvesAgain: boolean,
): Promise<{ wanted: number[]; lockFirst: boolean; opened?: MutationRows }> {
  if (typeof load === 'object') {
    const { story, write } = load;
    const found = await rundownsRepository.lockAndOpenStory(
      tx,
      story,
      write && rundownsRepository.storyUpdateBehind(tx, story, write),
    );
    if (found === null) throw notFound();
    if (found === 'moved') throw new LockSetChanged();
    return { wanted: [found.rundownId], lockFirst: false, opened: found.opened };
  }
  const wanted = [...new Set(await resolve(tx))].sort((a, b) => a - b);
  if (wanted.length === 0) throw notFound();
  if (load === 'tree' && wanted.length === 1 && !resolvesAgain) return { wanted, lockFirst: true };
  for (const id of wanted) await rundownsRepository.lockRundown(tx, id);
  return { wanted, lockFirst: false };
}

/**
 * A `{ story }` mutation (a story's field) takes its rundown's lock shared: such changes of one
 * rundown run side by side, each story's own version guarding it (`Mutation.restart`), while every
 * other mutation takes the lock alone and sees the rundown unchanging. Their version bumps queue
 * on the rundown row, in the event's statement, with COMMIT sent right behind it.
 */
export function sharedLock(load: MutationLoad): boolean {
  return typeof load === 'object';
}

/** The story a row-only mutation opens with (null: none). */
export function rowOnlyStory(load: Exclude<MutationLoad, 'tree'>): StoryId | null {
  return typeof load === 'object' ? load.story : null;
}
