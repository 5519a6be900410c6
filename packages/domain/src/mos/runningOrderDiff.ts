import {
  metadataOfRunningOrder,
  type MosRunningOrder,
  type MosRunningOrderMetadata,
  type MosStory,
} from './runningOrder';

/**
 * The minimal MOS messages that turn the running order a device holds into the current one
 * (issue 9: every committed change of a MOS-enabled rundown is replicated, not re-sent whole).
 *
 * Order of the operations: roMetadataReplace, one delete of every removed story, then inserts
 * and moves walking the new order from its end (each names as target a story already in its
 * final place, or none = the end), then one replace per story whose own content changed.
 * Stories that keep their relative order (a longest common subsequence) never move, so a drag
 * of one story is one MOVE, not a cascade. Applying the operations to the old running order
 * gives the new one (`applyMosOperations`, used by the tests to check it).
 */

/** One roElementAction / roMetadataReplace to send, in order. */
export type MosOperation =
  /** roMetadataReplace: the running order's slug, start, length or default channel changed. */
  | { kind: 'metadata'; metadata: MosRunningOrderMetadata }
  /** roElementAction DELETE of stories. */
  | { kind: 'delete'; storyIds: string[] }
  /** roElementAction INSERT of new stories before a story (null = at the end). */
  | { kind: 'insert'; beforeStoryId: string | null; stories: MosStory[] }
  /** roElementAction MOVE of stories (in this order) before a story (null = to the end). */
  | { kind: 'move'; beforeStoryId: string | null; storyIds: string[] }
  /** roElementAction REPLACE of a story whose slug, number or items changed. */
  | { kind: 'replace'; story: MosStory };

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Indexes (into `a`) of a longest common subsequence of two id lists. */
function longestCommon(a: readonly string[], b: readonly string[]): Set<string> {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const table = new Array<number>(rows * cols).fill(0);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i * cols + j] =
        a[i] === b[j]
          ? table[(i + 1) * cols + j + 1]! + 1
          : Math.max(table[(i + 1) * cols + j]!, table[i * cols + j + 1]!);
    }
  }
  const kept = new Set<string>();
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      kept.add(a[i]!);
      i++;
      j++;
    } else if (table[(i + 1) * cols + j]! >= table[i * cols + j + 1]!) i++;
    else j++;
  }
  return kept;
}

/** The operations turning `before` (what the device holds) into `after`. */
export function diffRunningOrders(before: MosRunningOrder, after: MosRunningOrder): MosOperation[] {
  const operations: MosOperation[] = [];
  const metadata = metadataOfRunningOrder(after);
  if (!sameJson(metadataOfRunningOrder(before), metadata))
    operations.push({ kind: 'metadata', metadata });

  const afterIds = new Set(after.stories.map((s) => s.storyId));
  const beforeById = new Map(before.stories.map((s) => [s.storyId, s]));
  const deleted = before.stories.map((s) => s.storyId).filter((id) => !afterIds.has(id));
  if (deleted.length > 0) operations.push({ kind: 'delete', storyIds: deleted });

  const remaining = before.stories.map((s) => s.storyId).filter((id) => afterIds.has(id));
  const target = after.stories.map((s) => s.storyId);
  const stable = longestCommon(remaining, target);

  // Walk the new order from the end: a run of new stories becomes one INSERT, a run of
  // displaced ones one MOVE, both before the story that follows the run (already in place).
  const placements: MosOperation[] = [];
  let index = after.stories.length - 1;
  while (index >= 0) {
    const story = after.stories[index]!;
    if (stable.has(story.storyId)) {
      index--;
      continue;
    }
    const isNew = !beforeById.has(story.storyId);
    let start = index;
    while (start > 0) {
      const previous = after.stories[start - 1]!;
      if (stable.has(previous.storyId) || beforeById.has(previous.storyId) === isNew) break;
      start--;
    }
    const run = after.stories.slice(start, index + 1);
    const beforeStoryId = after.stories[index + 1]?.storyId ?? null;
    placements.push(
      isNew
        ? { kind: 'insert', beforeStoryId, stories: run }
        : { kind: 'move', beforeStoryId, storyIds: run.map((s) => s.storyId) },
    );
    index = start - 1;
  }
  operations.push(...placements);

  for (const story of after.stories) {
    const previous = beforeById.get(story.storyId);
    if (previous && !sameJson(previous, story)) operations.push({ kind: 'replace', story });
  }
  return operations;
}

function placeBefore(
  stories: MosStory[],
  moving: MosStory[],
  beforeStoryId: string | null,
): MosStory[] {
  const ids = new Set(moving.map((s) => s.storyId));
  const rest = stories.filter((s) => !ids.has(s.storyId));
  const at =
    beforeStoryId === null ? rest.length : rest.findIndex((s) => s.storyId === beforeStoryId);
  if (at < 0) throw new Error(`target story ${beforeStoryId} is not in the running order`);
  return [...rest.slice(0, at), ...moving, ...rest.slice(at)];
}

/**
 * Applies operations to a running order as a MOS device would (the reference the diff is
 * tested against, and what the test device does with what it receives).
 */
export function applyMosOperations(
  ro: MosRunningOrder,
  operations: readonly MosOperation[],
): MosRunningOrder {
  let current: MosRunningOrder = { ...ro, stories: [...ro.stories] };
  for (const op of operations) {
    switch (op.kind) {
      case 'metadata':
        current = { ...current, ...op.metadata };
        break;
      case 'delete':
        current = {
          ...current,
          stories: current.stories.filter((s) => !op.storyIds.includes(s.storyId)),
        };
        break;
      case 'insert':
        current = {
          ...current,
          stories: placeBefore(current.stories, op.stories, op.beforeStoryId),
        };
        break;
      case 'move': {
        const byId = new Map(current.stories.map((s) => [s.storyId, s]));
        const moving = op.storyIds.map((id) => {
          const story = byId.get(id);
          if (!story) throw new Error(`story ${id} is not in the running order`);
          return story;
        });
        current = { ...current, stories: placeBefore(current.stories, moving, op.beforeStoryId) };
        break;
      }
      case 'replace':
        current = {
          ...current,
          stories: current.stories.map((s) => (s.storyId === op.story.storyId ? op.story : s)),
        };
        break;
    }
  }
  return current;
}
