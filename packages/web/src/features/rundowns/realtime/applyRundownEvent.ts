import {
  applyStoryOrders,
  type Block,
  type BlockStoryOrder,
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

type Data = Record<string, unknown>;

function asData(value: unknown): Data {
  return typeof value === 'object' && value !== null ? (value as Data) : {};
}

function numberOf(value: unknown): number | null {
  return typeof value === 'number' ? value : null;
}

/** The rundown ids an event touches. */
export function rundownIdsOf(event: RealtimeEvent): number[] {
  const data = asData(event.data);
  if (event.topic === 'rundowns') {
    const id = numberOf(data.id) ?? numberOf(event.id);
    return id === null ? [] : [id];
  }
  if (Array.isArray(data.rundownIds)) {
    return data.rundownIds.filter((id): id is number => typeof id === 'number');
  }
  const id = numberOf(data.rundownId);
  return id === null ? [] : [id];
}

function mapBlocks(rundown: LoadedRundown, change: (block: Block) => Block): LoadedRundown {
  return { ...rundown, blocks: rundown.blocks.map(change) };
}

function mapStory(
  rundown: LoadedRundown,
  storyId: number,
  change: (story: StoryRow) => StoryRow,
): LoadedRundown {
  return mapBlocks(rundown, (block) =>
    block.stories.some((story) => story.id === storyId)
      ? { ...block, stories: block.stories.map((s) => (s.id === storyId ? change(s) : s)) }
      : block,
  );
}

function withoutStory(rundown: LoadedRundown, storyId: number): LoadedRundown {
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

function toStory(data: Data): StoryRow {
  const { rundownId: _rundownId, ...story } = data;
  return story as unknown as StoryRow;
}

/** The change an event describes, without the version bookkeeping; null = reload. */
function applyChange(rundown: LoadedRundown, event: RealtimeEvent): LoadedRundown | null {
  const data = asData(event.data);
  const id = numberOf(data.id) ?? numberOf(event.id);
  switch (`${event.topic}:${event.action}`) {
    case 'rundowns:UPDATE':
      return { ...(data as unknown as LoadedRundown), abilities: rundown.abilities };
    case 'rundowns:PATCH':
      return typeof data.field === 'string' ? { ...rundown, [data.field]: data.value } : null;
    case 'blocks:CREATE': {
      const block = data as unknown as Block;
      if (rundown.blocks.some((b) => b.id === block.id)) return rundown;
      const standby = rundown.blocks.findIndex((b) => b.isStandbyBlock);
      const at = standby === -1 ? rundown.blocks.length : standby;
      return { ...rundown, blocks: reindexed(insertAt(rundown.blocks, at, block)) };
    }
    case 'blocks:UPDATE': {
      const block = data as unknown as Block;
      return mapBlocks(rundown, (b) => (b.id === block.id ? block : b));
    }
    case 'blocks:PATCH':
      return typeof data.field === 'string'
        ? mapBlocks(rundown, (b) =>
            b.id === id ? { ...b, [data.field as string]: data.value } : b,
          )
        : null;
    case 'blocks:DELETE':
      return { ...rundown, blocks: reindexed(rundown.blocks.filter((b) => b.id !== id)) };
    case 'blocks:ORDER': {
      const ids = Array.isArray(data.blockIds) ? (data.blockIds as number[]) : [];
      const byId = new Map(rundown.blocks.map((b) => [b.id, b]));
      const ordered = ids.map((blockId) => byId.get(blockId));
      if (ordered.some((b) => b === undefined) || ordered.length !== rundown.blocks.length)
        return null;
      return { ...rundown, blocks: reindexed(ordered as Block[]) };
    }
    case 'stories:CREATE': {
      const story = toStory(data);
      if (!rundown.blocks.some((b) => b.id === story.blockId)) return null;
      const cleaned = withoutStory(rundown, story.id);
      return mapBlocks(cleaned, (b) =>
        b.id === story.blockId
          ? { ...b, stories: reindexed(insertAt(b.stories, story.index, story)) }
          : b,
      );
    }
    case 'stories:UPDATE': {
      const story = toStory(data);
      const current = rundown.blocks.flatMap((b) => b.stories).find((s) => s.id === story.id);
      if (current && current.blockId === story.blockId) {
        return mapStory(rundown, story.id, () => story);
      }
      return null;
    }
    case 'stories:PATCH':
      return typeof data.field === 'string' && id !== null
        ? mapStory(rundown, id, (s) => ({ ...s, [data.field as string]: data.value }))
        : null;
    case 'stories:DELETE':
      return id === null ? null : withoutStory(rundown, id);
    case 'stories:MOVE':
      return Array.isArray(data.blocks)
        ? (applyStoryOrders(rundown, data.blocks as BlockStoryOrder[]) as LoadedRundown | null)
        : null;
    default:
      return rundown;
  }
}

/**
 * What an event means for one cached rundown; `isOwnEcho` says the change came from this
 * browser session (already applied optimistically).
 */
export function applyRundownEvent(
  rundown: LoadedRundown,
  event: RealtimeEvent,
  isOwnEcho: boolean,
): EventOutcome {
  const ids = rundownIdsOf(event);
  if (!ids.includes(rundown.id)) return IGNORE;
  if (event.topic === 'rundowns' && event.action === 'DELETE') return RELOAD;
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
