import type { BlockId, StoryId } from '@newsroom/domain';
import { byIndex, type MoveStories, type Rundown } from '@newsroom/domain';

/**
 * The move that shifts one story a place up or down in running order (alt+↑/↓, the keyboard
 * alternative to dragging): within its block, or across into the neighbouring block's edge.
 * Null at the top or bottom of the rundown.
 */
export function stepMove(
  rundown: Rundown,
  storyId: StoryId,
  direction: -1 | 1,
): MoveStories | null {
  const blocks = byIndex(rundown.blocks);
  const blockPosition = blocks.findIndex((b) => b.stories.some((s) => s.id === storyId));
  const block = blocks[blockPosition];
  if (!block) return null;
  const stories = byIndex(block.stories);
  const position = stories.findIndex((s) => s.id === storyId);
  const move = (targetBlockId: BlockId, targetStoryId: StoryId | null): MoveStories => ({
    targetBlockId,
    storiesIds: [storyId],
    targetStoryId,
  });
  if (direction === -1) {
    const previous = stories[position - 1];
    if (previous) return move(block.id, previous.id);
    const previousBlock = blocks[blockPosition - 1];
    return previousBlock ? move(previousBlock.id, null) : null;
  }
  if (position < stories.length - 1) {
    const afterNext = stories[position + 2];
    return move(block.id, afterNext ? afterNext.id : null);
  }
  const nextBlock = blocks[blockPosition + 1];
  if (!nextBlock) return null;
  const first = byIndex(nextBlock.stories)[0];
  return move(nextBlock.id, first ? first.id : null);
}

/** The drop of a dragged row: a story onto a story (before it) or onto a block (its top). */
export function dropMove(
  rundown: Rundown,
  draggedStoryIds: number[],
  overKey: string,
): MoveStories | null {
  const [kind, rawId] = overKey.split('-');
  const id = Number(rawId);
  if (kind === 'block') {
    const block = rundown.blocks.find((b) => b.id === id);
    if (!block) return null;
    const first = byIndex(block.stories).find((s) => !draggedStoryIds.includes(s.id));
    return {
      targetBlockId: block.id,
      storiesIds: draggedStoryIds,
      targetStoryId: first?.id ?? null,
    };
  }
  if (draggedStoryIds.includes(id)) return null;
  const block = rundown.blocks.find((b) => b.stories.some((s) => s.id === id));
  return block ? { targetBlockId: block.id, storiesIds: draggedStoryIds, targetStoryId: id } : null;
}

/** The block order after dropping block `blockId` onto `overBlockId` (it takes that place). */
export function blockDropOrder(
  rundown: Rundown,
  blockId: BlockId,
  overBlockId: number,
): number[] | null {
  const ids = byIndex(rundown.blocks)
    .filter((b) => !b.isStandbyBlock)
    .map((b) => b.id);
  const from = ids.indexOf(blockId);
  if (from === -1) return null;
  ids.splice(from, 1);
  const over = ids.indexOf(overBlockId);
  // Dropped on the Standby block: last before it.
  ids.splice(over === -1 ? ids.length : over + (from <= over ? 1 : 0), 0, blockId);
  return ids;
}
