import type { MoveTemplateStory, RundownTemplate } from '@newsroom/domain';

/** Drag-and-drop id of a template story. */
export const storyKey = (id: number) => `story-${id}`;
/** Drag-and-drop id (drop zone) of a template block. */
export const blockKey = (id: number) => `block-${id}`;

/** Where a dragged story lands: before the story it was dropped on, or at the end of a block. */
export function dropTarget(
  template: RundownTemplate,
  storyId: number,
  overId: string,
): MoveTemplateStory | null {
  const blockMatch = /^block-(\d+)$/.exec(overId);
  if (blockMatch) return { storyId, targetBlockId: Number(blockMatch[1]), targetStoryId: null };
  const overStory = Number(/^story-(\d+)$/.exec(overId)?.[1]);
  if (!overStory || overStory === storyId) return null;
  const block = template.blocks.find((b) => b.stories.some((s) => s.id === overStory));
  if (!block) return null;
  const from = block.stories.findIndex((s) => s.id === storyId);
  const to = block.stories.findIndex((s) => s.id === overStory);
  // Dragged down within its block, it takes the place of the story it is over: before the next.
  const target = from >= 0 && from < to ? (block.stories[to + 1]?.id ?? null) : overStory;
  return { storyId, targetBlockId: block.id, targetStoryId: target };
}

/** Moves for the up/down buttons: one place, crossing into the neighbouring block at the edges. */
export function stepMove(
  template: RundownTemplate,
  storyId: number,
  step: -1 | 1,
): MoveTemplateStory | null {
  const blockIndex = template.blocks.findIndex((b) => b.stories.some((s) => s.id === storyId));
  const block = template.blocks[blockIndex];
  if (!block) return null;
  const at = block.stories.findIndex((s) => s.id === storyId);
  if (step === -1) {
    if (at > 0)
      return { storyId, targetBlockId: block.id, targetStoryId: block.stories[at - 1]!.id };
    const previous = template.blocks[blockIndex - 1];
    return previous ? { storyId, targetBlockId: previous.id, targetStoryId: null } : null;
  }
  if (at < block.stories.length - 1) {
    return { storyId, targetBlockId: block.id, targetStoryId: block.stories[at + 2]?.id ?? null };
  }
  const next = template.blocks[blockIndex + 1];
  return next
    ? { storyId, targetBlockId: next.id, targetStoryId: next.stories[0]?.id ?? null }
    : null;
}
