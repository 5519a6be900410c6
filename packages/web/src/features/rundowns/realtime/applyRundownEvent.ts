import type { StoryId } from '@newsroom/domain';
import {
  applyStatusChange,
  applyStoryOrders,
  type Block,
  type RealtimeEvent,
  type StoryRow,
} from '@newsroom/domain';
import type { LoadedRundown } from '../api/rundownsApi';

/**
 * Applies one pushed event of the topics rundowns, blocks or stories to a cached rundown.
 *
 * Every change of a rundown bumps its version and the event carries the new one, so: an event
 * not newer than the cache is old news (skipped); one exactly one step ahead is applied; one
 * further ahead means events were missed and the rundown must be reloaded. The echo of this
 * browser's own change was already applied optimistically: only its version is taken.
 */

/** What to do with the cache after an event. */
export type EventOutcome =
  /** The event is not about this rundown, or is old news. */
  | { kind: 'ignore' }
  /** The rundown after the event. */
  | { kind: 'apply'; rundown: LoadedRundown }
  /** Events were missed (or the event cannot be applied in place): reload. */
  | { kind: 'reload' };

const IGNORE: EventOutcome = { kind: 'ignore' };
const RELOAD: EventOutcome = { kind: 'reload' };

/** An event of the topics a rundown is kept live by. */
export type RundownEvent = RealtimeEvent<'rundowns' | 'blocks' | 'stories'>;

/** The rundown ids an event touches (none for a drawer story or a rundown's MOS state). */
export function rundownIdsOf(event: RundownEvent): number[] {
  switch (event.topic) {
    case 'rundowns':
      if (event.entity === 'rundown_status') return [event.data.rundownId];
      return event.entity === 'rundown' ? [event.data.id] : [];
    case 'blocks':
      return [event.data.rundownId];
    case 'stories':
      if (event.action === 'MOVE') return event.data.rundownIds;
      return event.data.rundownId === null ? [] : [event.data.rundownId];
  }
}

function mapBlocks(rundown: LoadedRundown, change: (block: Block) => Block): LoadedRundown {
  return { ...rundown, blocks: rundown.blocks.map(change) };
}

function mapStory(
  rundown: LoadedRundown,
  storyId: StoryId,
  change: (story: StoryRow) => StoryRow,
): LoadedRundown {
  return mapBlocks(rundown, (block) =>
    block.stories.some((story) => story.id === storyId)
      ? { ...block, stories: block.stories.map((s) => (s.id === storyId ? change(s) : s)) }
      : block,
  );
}

function withoutStory(rundown: LoadedRundown, storyId: StoryId): LoadedRundown {
  return mapBlocks(rundown, (block) =>
    block.stories.some((story) => story.id === storyId)
      ? { ...block, stories: block.stories.filter((s) => s.id !== storyId) }
      : block,
  );
}

function insertAt<T>(items: readonly T[], index: number, item: T): T[] {
  const at = Math.max(0, Math.min(index, items.length));
  return [...items.slice(0, at), item, ...items.slice(at)];
}

function reindexed<T extends { index: number }>(items: readonly T[]): T[] {
  return items.map((item, index) => (item.index === index ? item : { ...item, index }));
}

/** The change an event describes, without the version bookkeeping; null = reload. */
function applyChange(rundown: LoadedRundown, event: RundownEvent): LoadedRundown | null {
  switch (event.topic) {
    case 'rundowns':
      return applyRundownChange(rundown, event);
    case 'blocks':
      return applyBlockChange(rundown, event);
    case 'stories':
      return applyStoryChange(rundown, event);
  }
}

function applyRundownChange(
  rundown: LoadedRundown,
  event: RealtimeEvent<'rundowns'>,
): LoadedRundown | null {
  if (event.entity === 'rundown_status') return applyStatusChange(rundown, event.data);
  if (event.entity !== 'rundown') return rundown;
  switch (event.action) {
    case 'UPDATE':
      return { ...event.data, abilities: rundown.abilities };
    case 'PATCH':
      return { ...rundown, [event.data.field]: event.data.value };
    default:
      return rundown;
  }
}

function applyBlockChange(
  rundown: LoadedRundown,
  event: RealtimeEvent<'blocks'>,
): LoadedRundown | null {
  switch (event.action) {
    case 'CREATE': {
      const block = event.data;
      if (rundown.blocks.some((b) => b.id === block.id)) return rundown;
      const standby = rundown.blocks.findIndex((b) => b.isStandbyBlock);
      const at = standby === -1 ? rundown.blocks.length : standby;
      return { ...rundown, blocks: reindexed(insertAt(rundown.blocks, at, block)) };
    }
    case 'UPDATE': {
      const block = event.data;
      return mapBlocks(rundown, (b) => (b.id === block.id ? block : b));
    }
    case 'PATCH': {
      const { id, field, value } = event.data;
      return mapBlocks(rundown, (b) => (b.id === id ? { ...b, [field]: value } : b));
    }
    case 'DELETE':
      return {
        ...rundown,
        blocks: reindexed(rundown.blocks.filter((b) => b.id !== event.data.id)),
      };
    case 'ORDER': {
      const byId = new Map(rundown.blocks.map((b) => [b.id, b]));
      const ordered = event.data.blockIds.map((blockId) => byId.get(blockId));
      if (ordered.some((b) => b === undefined) || ordered.length !== rundown.blocks.length)
        return null;
      return { ...rundown, blocks: reindexed(ordered as Block[]) };
    }
  }
}

function applyStoryChange(
  rundown: LoadedRundown,
  event: RealtimeEvent<'stories'>,
): LoadedRundown | null {
  switch (event.action) {
    case 'CREATE': {
      if (event.data.rundownId === null) return null;
      const { rundownId: _rundownId, ...story } = event.data;
      if (!rundown.blocks.some((b) => b.id === story.blockId)) return null;
      const cleaned = withoutStory(rundown, story.id);
      return mapBlocks(cleaned, (b) =>
        b.id === story.blockId
          ? { ...b, stories: reindexed(insertAt(b.stories, story.index, story)) }
          : b,
      );
    }
    case 'UPDATE': {
      if (event.data.rundownId === null) return null;
      const { rundownId: _rundownId, ...story } = event.data;
      const current = rundown.blocks.flatMap((b) => b.stories).find((s) => s.id === story.id);
      return current && current.blockId === story.blockId
        ? mapStory(rundown, story.id, () => story)
        : null;
    }
    case 'PATCH': {
      const { id, field, value } = event.data;
      return mapStory(rundown, id, (s) => ({ ...s, [field]: value }));
    }
    case 'DELETE':
      return withoutStory(rundown, event.data.id);
    case 'MOVE':
      return applyStoryOrders(rundown, event.data.blocks) as LoadedRundown | null;
  }
}

/**
 * What an event means for one cached rundown; `isOwnEcho` says the change came from this
 * browser session (already applied optimistically).
 */
export function applyRundownEvent(
  rundown: LoadedRundown,
  event: RundownEvent,
  isOwnEcho: boolean,
): EventOutcome {
  const ids = rundownIdsOf(event);
  if (!ids.includes(rundown.id)) return IGNORE;
  const version = event.version;
  if (version === null) return RELOAD;
  if (version <= rundown.version) return IGNORE;
  // A move across rundowns carries one version for several: only our own echo is trusted.
  if (ids.length > 1 && !isOwnEcho) return RELOAD;
  if (version > rundown.version + 1) return RELOAD;
  if (isOwnEcho) return { kind: 'apply', rundown: { ...rundown, version } };
  const changed = applyChange(rundown, event);
  return changed ? { kind: 'apply', rundown: { ...changed, version } } : RELOAD;
}
