import type { Block, BlockId, Rundown, RundownId, StoryId, StoryRow } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import { allow } from '../../platform/http/refusals';
import type { MutationAnswer } from './rundowns.afterCommit';
import { mutateRundowns, type Mutation } from './rundowns.mutation';
import { byRundown, changeBlock, changeStory } from './rundowns.shared';

/**
 * The head every use case on one rundown, block or story shares, declared once: the caller's
 * policy check (403), then the rundown's mutation. A declared use case is called like any service
 * function, `(platform, actor, id, ...args)`; its body gets the mutation, what the id names and
 * the args. The caller is `m.actor`.
 */

/** A policy check of the caller (rundownsPolicy.canWrite, canApprove…). */
type Check = (actor: Actor) => boolean;

/** A use case on a rundown: the body gets the mutation of that rundown and its id. */
export function rundownUseCase<A extends unknown[], T>(
  may: Check,
  body: (m: Mutation, id: RundownId, ...args: A) => MutationAnswer<T>,
) {
  return (platform: Platform, actor: Actor, id: RundownId, ...args: A): Promise<T> => {
    allow(may(actor));
    return mutateRundowns(platform, actor, byRundown(id), (m) => body(m, id, ...args));
  };
}

/** A change of a block (changeBlock): the body gets its rundown, not displayed, and the block. */
export function blockUseCase<A extends unknown[], T>(
  may: Check,
  body: (m: Mutation, rundown: Rundown, block: Block, ...args: A) => MutationAnswer<T>,
) {
  return (platform: Platform, actor: Actor, blockId: BlockId, ...args: A): Promise<T> => {
    allow(may(actor));
    return changeBlock(platform, actor, blockId, (m, rundown, block) =>
      body(m, rundown, block, ...args),
    );
  };
}

/** A change of a story (changeStory): the body gets its rundown, not displayed, and the story. */
export function storyUseCase<A extends unknown[], T>(
  may: Check,
  body: (
    m: Mutation,
    rundown: Rundown,
    found: { block: Block; story: StoryRow },
    ...args: A
  ) => MutationAnswer<T>,
) {
  return (platform: Platform, actor: Actor, storyId: StoryId, ...args: A): Promise<T> => {
    allow(may(actor));
    return changeStory(platform, actor, storyId, (m, rundown, found) =>
      body(m, rundown, found, ...args),
    );
  };
}
