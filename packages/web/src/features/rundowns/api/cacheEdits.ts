import type { BlockId, StoryId } from '@newsroom/domain';
import {
  orderBlocks as orderBlocksRule,
  type Block,
  type DisplayStatus,
  type StoryRow,
} from '@newsroom/domain';
import type { LoadedRundown } from './rundownsApi';

/** Pure changes of a cached rundown, applied optimistically before the server answers. */

/** The rundown with one story changed. */
export function withStory(
  rundown: LoadedRundown,
  storyId: StoryId,
  change: (story: StoryRow) => StoryRow,
): LoadedRundown {
  return {
    ...rundown,
    blocks: rundown.blocks.map((block) =>
      block.stories.some((story) => story.id === storyId)
        ? { ...block, stories: block.stories.map((s) => (s.id === storyId ? change(s) : s)) }
        : block,
    ),
  };
}

/** The rundown with one block changed. */
export function withBlock(
  rundown: LoadedRundown,
  blockId: BlockId,
  change: (block: Block) => Block,
): LoadedRundown {
  return {
    ...rundown,
    blocks: rundown.blocks.map((block) => (block.id === blockId ? change(block) : block)),
  };
}

/** The rundown with stories set to a display status. */
export function withStoryStatuses(
  rundown: LoadedRundown,
  statuses: ReadonlyMap<number, DisplayStatus>,
): LoadedRundown {
  return {
    ...rundown,
    blocks: rundown.blocks.map((block) =>
      block.stories.some((story) => statuses.has(story.id))
        ? {
            ...block,
            stories: block.stories.map((story) => {
              const status = statuses.get(story.id);
              return status ? { ...story, displayStatus: status } : story;
            }),
          }
        : block,
    ),
  };
}

/** The rundown without a block. */
export function withoutBlock(rundown: LoadedRundown, blockId: BlockId): LoadedRundown {
  return { ...rundown, blocks: rundown.blocks.filter((block) => block.id !== blockId) };
}

/** The rundown with its blocks in a new order (the Standby block stays last). */
export function withBlockOrder(rundown: LoadedRundown, blockIds: readonly number[]): LoadedRundown {
  return { ...rundown, blocks: orderBlocksRule(rundown.blocks, blockIds) };
}

/** The rundown with a block (or story) added if it is not there yet (the create's answer). */
export function withNewBlock(rundown: LoadedRundown, block: Block): LoadedRundown {
  if (rundown.blocks.some((b) => b.id === block.id)) return rundown;
  const standby = rundown.blocks.findIndex((b) => b.isStandbyBlock);
  const at = standby === -1 ? rundown.blocks.length : standby;
  const blocks = [...rundown.blocks.slice(0, at), block, ...rundown.blocks.slice(at)];
  return { ...rundown, blocks: blocks.map((b, index) => ({ ...b, index })) };
}

/** The rundown with a new story at its place in its block, if not there yet. */
export function withNewStory(rundown: LoadedRundown, story: StoryRow): LoadedRundown {
  if (rundown.blocks.some((b) => b.stories.some((s) => s.id === story.id))) return rundown;
  return withBlock(rundown, story.blockId, (block) => {
    const stories = [...block.stories];
    stories.splice(Math.min(story.index, stories.length), 0, story);
    return { ...block, stories: stories.map((s, index) => ({ ...s, index })) };
  });
}

/** The rundown without a story (the others of its block renumbered). */
export function withoutStory(rundown: LoadedRundown, storyId: StoryId): LoadedRundown {
  return {
    ...rundown,
    blocks: rundown.blocks.map((block) =>
      block.stories.some((story) => story.id === storyId)
        ? {
            ...block,
            stories: block.stories
              .filter((story) => story.id !== storyId)
              .map((story, index) => ({ ...story, index })),
          }
        : block,
    ),
  };
}

/** Whether a rundown has no story in any block (only then may it be recreated). */
export function hasNoStories(rundown: Pick<LoadedRundown, 'blocks'>): boolean {
  return rundown.blocks.every((block) => block.stories.length === 0);
}
