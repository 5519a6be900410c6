import type { RundownId } from '../platform/ids';
import type { DisplayStatus, OnAir, Rundown, StoryRow } from './rundown';
import { ON_AIR_ENTITIES } from './rundown';

/**
 * One item on air per rundown (spec 1 §4). Whatever asks for a display status — the keys, the
 * menu, a bulk change, a MOS device's roElementStat, two editors at once — goes through
 * `planDisplayStatus`, which keeps the invariant: at most one block or story is `play`, and the
 * rundown's on-air marker names exactly that item.
 */

/** A block or a story of a rundown. */
export interface AirItem {
  entity: (typeof ON_AIR_ENTITIES)[number];
  id: number;
}

/** A display status to give an item. */
export interface StatusWrite extends AirItem {
  status: DisplayStatus;
}

/** The on-air marker to record: the item with its planned total. */
export interface OnAirMark extends AirItem {
  totalMs: number;
}

/** What a status change writes: every item's new status and where the marker goes. */
export interface DisplayStatusPlan {
  /** Status writes in running order, the items taken off air included. */
  writes: StatusWrite[];
  /** The new marker, null for nothing on air, or `keep` when it does not move. */
  onAir: OnAirMark | null | 'keep';
}

interface PlacedItem extends AirItem {
  status: DisplayStatus;
  totalMs: number;
}

const sameItem = (a: AirItem, b: AirItem): boolean => a.entity === b.entity && a.id === b.id;

/** Blocks and stories in running order: each block before its stories. */
function airItems(rundown: Pick<Rundown, 'blocks'>): PlacedItem[] {
  return [...rundown.blocks]
    .sort((a, b) => a.index - b.index)
    .flatMap((block) => [
      {
        entity: 'block' as const,
        id: block.id,
        status: block.displayStatus,
        totalMs: block.stories.reduce((sum, story) => sum + story.totalMs, 0),
      },
      ...[...block.stories]
        .sort((a, b) => a.index - b.index)
        .map((story) => ({
          entity: 'story' as const,
          id: story.id,
          status: story.displayStatus,
          totalMs: story.totalMs,
        })),
    ]);
}

/**
 * The writes that give the requested statuses while keeping one item on air: only the first
 * requested `play` in running order is honoured; putting an item on air stops the one that was
 * (it has been displayed); taking the item on air off clears the marker. Requests naming no item
 * of the rundown, or giving an item the status it already has, write nothing.
 */
export function planDisplayStatus(
  rundown: Pick<Rundown, 'blocks' | 'onAir'>,
  requested: readonly StatusWrite[],
): DisplayStatusPlan {
  // By entity and id, not by a key string: a 300-story rundown asks once per item.
  const wanted = {
    block: new Map<number, DisplayStatus>(),
    story: new Map<number, DisplayStatus>(),
  };
  for (const write of requested) wanted[write.entity].set(write.id, write.status);
  const askedOf = (item: AirItem) => wanted[item.entity].get(item.id);
  const items = airItems(rundown);
  const toAir = items.find((item) => askedOf(item) === 'play');
  const writes: StatusWrite[] = [];
  for (const item of items) {
    const asked = askedOf(item);
    let status = asked === 'play' && item !== toAir ? undefined : asked;
    if (toAir && item !== toAir && item.status === 'play' && status === undefined) status = 'stop';
    if (status !== undefined && status !== item.status)
      writes.push({ entity: item.entity, id: item.id, status });
  }
  const marker = rundown.onAir;
  const markedNow = marker !== null && toAir !== undefined && sameItem(marker, toAir);
  if (toAir && !(markedNow && toAir.status === 'play'))
    return { writes, onAir: { entity: toAir.entity, id: toAir.id, totalMs: toAir.totalMs } };
  const markerLeaves = marker !== null && writes.some((write) => sameItem(write, marker));
  return { writes, onAir: markerLeaves ? null : 'keep' };
}

/** What the on-air clock names: the slug of the story on air or the name of the block; null when none. */
export function onAirName(rundown: Pick<Rundown, 'blocks' | 'onAir'>): string | null {
  const marker = rundown.onAir;
  if (marker === null) return null;
  for (const block of rundown.blocks) {
    if (marker.entity === 'block' && block.id === marker.id) return block.name;
    const story = block.stories.find((s) => s.id === marker.id);
    if (marker.entity === 'story' && story) return story.slug;
  }
  return null;
}

/** A block's or story's display status as one change left it. */
export interface ItemStatus extends Pick<StoryRow, 'displayStatus' | 'playTime' | 'stopTime'> {
  id: number;
  version: number;
}

/**
 * What one display-status change left in a rundown: the marker and every block and story it
 * gave a status. The real-time event of such a change (entity `rundown_status`), so moving the
 * on-air marker sends these few items, not the whole rundown.
 */
export interface RundownStatusChange {
  rundownId: RundownId;
  onAir: OnAir | null;
  blocks: ItemStatus[];
  stories: ItemStatus[];
}

/** The statuses one change wrote, by entity (each item's new status and version). */
export interface WrittenStatuses {
  blocks: readonly ItemStatus[];
  stories: readonly ItemStatus[];
}

/**
 * The change that wrote `written` and left the marker at `onAir`, its items in the running order
 * of `rundown` (before or after it: a status change moves nothing); items the rundown does not
 * hold are left out.
 */
export function statusChangeOf(
  rundown: Rundown,
  onAir: OnAir | null,
  written: WrittenStatuses,
): RundownStatusChange {
  const blocksById = new Map(written.blocks.map((item) => [item.id, item]));
  const storiesById = new Map(written.stories.map((item) => [item.id, item]));
  const blocks: ItemStatus[] = [];
  const stories: ItemStatus[] = [];
  for (const block of rundown.blocks) {
    const own = blocksById.get(block.id);
    if (own) blocks.push(own);
    for (const story of block.stories) {
      const item = storiesById.get(story.id);
      if (item) stories.push(item);
    }
  }
  return { rundownId: rundown.id, onAir, blocks, stories };
}

/** The columns a status write changes (the version with them). */
const written = ({ displayStatus, playTime, stopTime, version }: ItemStatus) => ({
  displayStatus,
  playTime,
  stopTime,
  version,
});

/**
 * A status change applied to a rundown as it was before it; null when it names a block or story
 * the rundown does not hold (the holder reloads).
 */
export function applyStatusChange<R extends Rundown>(
  rundown: R,
  change: RundownStatusChange,
): R | null {
  const blocks = new Map(change.blocks.map((item) => [item.id, item]));
  const stories = new Map(change.stories.map((item) => [item.id, item]));
  let found = 0;
  const changed = rundown.blocks.map((block) => {
    const own = blocks.get(block.id);
    let rows = block.stories;
    if (block.stories.some((story) => stories.has(story.id)))
      rows = block.stories.map((story) => {
        const item = stories.get(story.id);
        if (!item) return story;
        found++;
        return { ...story, ...written(item) };
      });
    if (own) found++;
    if (!own && rows === block.stories) return block;
    return { ...block, ...(own ? written(own) : {}), stories: rows };
  });
  if (found !== blocks.size + stories.size) return null;
  return { ...rundown, onAir: change.onAir, blocks: changed };
}
