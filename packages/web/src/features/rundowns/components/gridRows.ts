import type { StoryId } from '@newsroom/domain';
import { byIndex, foldForMatch, type Block, type Rundown, type StoryRow } from '@newsroom/domain';

/** One row of the rundown grid: a block header or a story. */
export type GridRow =
  | { kind: 'block'; key: string; block: Block }
  | { kind: 'story'; key: string; block: Block; story: StoryRow };

/**
 * The grid's rows in running order: each block's header followed by its stories; a search
 * keeps the stories whose slug contains it (accents and case ignored) and every header.
 */
export function gridRows(rundown: Rundown, search: string): GridRow[] {
  const needle = foldForMatch(search.trim());
  const rows: GridRow[] = [];
  for (const block of byIndex(rundown.blocks)) {
    rows.push({ kind: 'block', key: `block-${block.id}`, block });
    for (const story of byIndex(block.stories)) {
      if (needle && !foldForMatch(story.slug).includes(needle)) continue;
      rows.push({ kind: 'story', key: `story-${story.id}`, block, story });
    }
  }
  return rows;
}

/** The story ids of a rundown in running order. */
export function storyOrder(rundown: Rundown): number[] {
  return byIndex(rundown.blocks).flatMap((block) => byIndex(block.stories).map((s) => s.id));
}

/** Selected stories and the anchor of shift-clicks. */
export interface Selection {
  ids: readonly number[];
  anchor: number | null;
}

/** Nothing selected. */
export const EMPTY_SELECTION: Selection = { ids: [], anchor: null };

/**
 * The selection after a click on a story: plain = only it; ctrl/meta = toggled in or out;
 * shift = the running-order range from the anchor.
 */
export function selectStory(
  selection: Selection,
  storyId: StoryId,
  order: readonly number[],
  modifiers: { isToggle: boolean; isRange: boolean },
): Selection {
  if (modifiers.isRange && selection.anchor !== null) {
    const from = order.indexOf(selection.anchor);
    const to = order.indexOf(storyId);
    if (from !== -1 && to !== -1) {
      const [low, high] = from <= to ? [from, to] : [to, from];
      return { ids: order.slice(low, high + 1), anchor: selection.anchor };
    }
  }
  if (modifiers.isToggle) {
    const ids = selection.ids.includes(storyId)
      ? selection.ids.filter((id) => id !== storyId)
      : [...selection.ids, storyId];
    return { ids, anchor: storyId };
  }
  return { ids: [storyId], anchor: storyId };
}

/** The selected ids in running order (so moves and pastes keep the order they had). */
export function selectedInOrder(selection: Selection, order: readonly number[]): number[] {
  const selected = new Set(selection.ids);
  return order.filter((id) => selected.has(id));
}
