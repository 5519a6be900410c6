import type { BlockId, RundownId, StoryId } from '../platform/ids';
import type { Locale } from '../branch/branchConfig';
import { DomainError, ruleViolation } from '../platform/errors';
import type { Block, DisplayStatus, MoveStories, Rundown, StoryRow } from './rundown';
import { byIndex, isStandby } from './rundownTiming';

/**
 * Rundown rules (spec 1 §4): invariants that refuse a change (thrown as 422 `rule_violation`
 * with a message key the web translates) and pure helpers that plan a change for the server
 * and the web alike. Nothing here reads the clock or the database: the caller passes `today`
 * and tells whether a rundown exists.
 */

/** Message keys of the rundown rules. */
export const RUNDOWN_RULES = {
  /** A displayed (aired and closed) rundown cannot change. */
  displayed: 'rundown:displayed',
  /** A rundown stops accepting edits the lock interval after its show ends. */
  closed: 'rundown:closed',
  /** A rundown is recreated only while it holds no story. */
  notEmpty: 'rundown:notEmpty',
  /** A rundown date cannot move to the past. */
  dateInPast: 'rundown:dateInPast',
  /** One rundown per date and program. */
  existsForDate: 'rundown:existsForDate',
  /** No rundown for this program and date (answered as 404 not_found). */
  notFoundForProgramAndDate: 'rundown:notFoundForProgramAndDate',
  /** The Standby block cannot move and stays last. */
  standbyIsLast: 'block:standbyIsLast',
  /** The Standby block cannot be removed. */
  standbyCannotBeRemoved: 'block:standbyCannotBeRemoved',
  /** A block holding private stories cannot be removed. */
  hasPrivateStories: 'block:hasPrivateStories',
  /** A private story cannot be approved. */
  privateCannotBeApproved: 'story:privateCannotBeApproved',
  /** An approved story cannot be made private. */
  approvedCannotBePrivate: 'story:approvedCannotBePrivate',
} as const;

/** "Block" in each interface language: new blocks are named "<word> <n>" in the user's. */
const BLOCK_WORDS: Record<Locale, string> = { pt_BR: 'Bloco', en_US: 'Block', es_ES: 'Bloque' };

/** The name of the `n`-th regular block in a language: Bloco 2, Block 2, Bloque 2. */
export function blockName(locale: Locale, n: number): string {
  return `${BLOCK_WORDS[locale]} ${n}`;
}

/** A story with the block it runs in. */
export interface PlacedStory {
  story: StoryRow;
  block: Block;
}

/** Every story of a rundown in running order (blocks by index, Standby last), with its block. */
export function runningOrder(rundown: Pick<Rundown, 'blocks'>): PlacedStory[] {
  return byIndex(rundown.blocks).flatMap((block) =>
    byIndex(block.stories).map((story) => ({ story, block })),
  );
}

/** The fixed Standby block of a rundown, if any. */
export function standbyBlockOf<T extends Pick<Block, 'isStandbyBlock'>>(
  blocks: readonly T[],
): T | undefined {
  return blocks.find((block) => block.isStandbyBlock);
}

/** Refuses any change to a displayed rundown. */
export function assertNotDisplayed(rundown: Pick<Rundown, 'displayed'>): void {
  if (rundown.displayed) throw ruleViolation(RUNDOWN_RULES.displayed);
}

/** True when no block of the rundown holds a story (blocks themselves may exist). */
export function isRundownEmpty(rundown: Pick<Rundown, 'blocks'>): boolean {
  return rundown.blocks.every((block) => block.stories.length === 0);
}

/** Recreating is allowed only for an empty rundown. */
export function assertCanRecreate(rundown: Pick<Rundown, 'blocks' | 'displayed'>): void {
  assertNotDisplayed(rundown);
  if (!isRundownEmpty(rundown)) throw ruleViolation(RUNDOWN_RULES.notEmpty);
}

/** A rundown date (`YYYY-MM-DD`) may be today or later; `today` is the newsroom's date. */
export function assertDateNotInPast(date: string, today: string): void {
  if (date < today) throw ruleViolation(RUNDOWN_RULES.dateInPast, { date, today });
}

/** The key under which a program has at most one rundown: `programId@date`. */
export function rundownKey(programId: number, date: string): string {
  return `${programId}@${date}`;
}

/** Refuses a second rundown for a program and date; the caller looked up whether one exists. */
export function assertNoRundownForDate(
  existing: { id: number } | null | undefined,
  programId: number,
  date: string,
): void {
  if (existing)
    throw ruleViolation(RUNDOWN_RULES.existsForDate, { rundownId: existing.id, programId, date });
}

/** The 404 answered when a program has no rundown on a date. */
export function rundownNotFoundForProgramAndDate(programId: number, date: string): DomainError {
  return new DomainError('not_found', RUNDOWN_RULES.notFoundForProgramAndDate, { programId, date });
}

/** A private story cannot be approved. */
export function assertCanApprove(story: Pick<StoryRow, 'isPrivate'>): void {
  if (story.isPrivate) throw ruleViolation(RUNDOWN_RULES.privateCannotBeApproved);
}

/** An approved story cannot be made private. */
export function assertCanMakePrivate(story: Pick<StoryRow, 'approved'>): void {
  if (story.approved) throw ruleViolation(RUNDOWN_RULES.approvedCannotBePrivate);
}

/** Checks a story field patch against the private ↔ approved exclusivity; other fields pass. */
export function assertStoryPatch(
  story: Pick<StoryRow, 'isPrivate' | 'approved'>,
  field: string,
  value: unknown,
): void {
  if (field === 'approved' && value === true) assertCanApprove(story);
  if (field === 'isPrivate' && value === true) assertCanMakePrivate(story);
}

/** Stories a block approval changes: all whose flag differs, except private ones when approving. */
export function blockApprovalTargets(block: Pick<Block, 'stories'>, approve: boolean): number[] {
  return byIndex(block.stories)
    .filter((story) => story.approved !== approve && !(approve && story.isPrivate))
    .map((story) => story.id);
}

/** The Standby block cannot be removed, nor a block holding private stories. */
export function assertBlockRemovable(block: Pick<Block, 'isStandbyBlock' | 'stories'>): void {
  if (block.isStandbyBlock) throw ruleViolation(RUNDOWN_RULES.standbyCannotBeRemoved);
  if (block.stories.some((story) => story.isPrivate))
    throw ruleViolation(RUNDOWN_RULES.hasPrivateStories);
}

/**
 * Index for a new block: it takes the Standby block's place (the server shifts the Standby
 * block one up); without a Standby block, after the last block.
 */
export function newBlockIndex(blocks: readonly Pick<Block, 'index' | 'isStandbyBlock'>[]): number {
  const standby = standbyBlockOf(blocks);
  if (standby) return standby.index;
  return blocks.reduce((highest, block) => Math.max(highest, block.index + 1), 0);
}

/**
 * Applies a new block order: `ids` lists every block once; the Standby block may be omitted (it
 * is kept last) or given last, anywhere else is `block:standbyIsLast`. Returns the blocks with
 * their new `index` (0…n−1) in the new order. Unknown, missing or repeated ids are 400.
 */
export function orderBlocks<T extends Pick<Block, 'id' | 'index' | 'isStandbyBlock'>>(
  blocks: readonly T[],
  ids: readonly number[],
): T[] {
  const standby = standbyBlockOf(blocks);
  const standbyPosition = standby ? ids.indexOf(standby.id) : -1;
  if (standby && standbyPosition !== -1 && standbyPosition !== ids.length - 1)
    throw ruleViolation(RUNDOWN_RULES.standbyIsLast);
  const movable = ids.filter((id) => id !== standby?.id);
  const byId = new Map(blocks.map((block) => [block.id, block]));
  const expected = blocks.length - (standby ? 1 : 0);
  if (
    new Set(movable).size !== movable.length ||
    movable.length !== expected ||
    movable.some((id) => !byId.has(id) || byId.get(id) === standby)
  ) {
    throw new DomainError('validation_failed', 'blockIds', [{ field: 'blockIds', key: 'invalid' }]);
  }
  const ordered = [...movable.map((id) => byId.get(id) as T), ...(standby ? [standby] : [])];
  return ordered.map((block, index) => ({ ...block, index }));
}

/** Stories a bulk status change touches: approved, outside standby, in running order, once each. */
export function bulkStatusTargets(
  rundown: Pick<Rundown, 'blocks'>,
  storyIds: readonly number[],
): number[] {
  const wanted = new Set(storyIds);
  return runningOrder(rundown)
    .filter(({ story, block }) => wanted.has(story.id) && story.approved && !isStandby(block))
    .map(({ story }) => story.id);
}

/**
 * Stories before `storyId` in running order that a cascade sets to `stop`: those not yet
 * stopped, approved and outside standby (the same stories a bulk change would touch).
 * Empty when the story is not in the rundown.
 */
export function cascadePrevious(rundown: Pick<Rundown, 'blocks'>, storyId: StoryId): number[] {
  const order = runningOrder(rundown);
  const position = order.findIndex(({ story }) => story.id === storyId);
  if (position === -1) return [];
  return order
    .slice(0, position)
    .filter(
      ({ story, block }) => story.displayStatus !== 'stop' && story.approved && !isStandby(block),
    )
    .map(({ story }) => story.id);
}

/** The toggle cycle of a display status: blank → play → stop → blank. */
export function nextDisplayStatus(current: DisplayStatus): DisplayStatus {
  if (current === 'blank') return 'play';
  if (current === 'play') return 'stop';
  return 'blank';
}

/**
 * The story the space key puts on air: the next approved story outside standby after the one
 * on air (the rundown's on-air story, else the last story playing); when a block is on air,
 * the first such story not yet displayed from that block on; when nothing is on air, the first
 * such story not yet displayed. Null at the end of the show.
 */
export function nextOnAir(rundown: Pick<Rundown, 'blocks' | 'onAir'>): number | null {
  const order = runningOrder(rundown);
  const eligible = ({ story, block }: PlacedStory): boolean => story.approved && !isStandby(block);
  const notDisplayed = (placed: PlacedStory): boolean =>
    eligible(placed) && placed.story.displayStatus !== 'stop';
  const after = (position: number): number | null =>
    order.slice(position + 1).find(eligible)?.story.id ?? null;
  const onAir = rundown.onAir;
  if (onAir?.entity === 'story') {
    const position = order.findIndex(({ story }) => story.id === onAir.id);
    if (position !== -1) return after(position);
  }
  if (onAir?.entity === 'block') {
    const position = order.findIndex(({ block }) => block.id === onAir.id);
    if (position !== -1) return order.slice(position).find(notDisplayed)?.story.id ?? null;
  }
  const playing = order.findLastIndex(({ story }) => story.displayStatus === 'play');
  if (playing !== -1) return after(playing);
  return order.find(notDisplayed)?.story.id ?? null;
}

/** What the rundown clipboard holds: stories cut (to move) or copied. */
export interface RundownClipboard {
  mode: 'cut' | 'copy';
  storyIds: StoryId[];
}

/** A paste to perform: move (cut) or copy these stories before the target (null = at the end). */
export interface PastePlan {
  action: 'move' | 'copy';
  storiesIds: number[];
  targetStoryId: StoryId | null;
}

/** Plans a paste; null when there is nothing to do (empty clipboard or target among its items). */
export function pastePlan(
  clipboard: RundownClipboard | null,
  targetStoryId: StoryId | null,
): PastePlan | null {
  if (!clipboard || clipboard.storyIds.length === 0) return null;
  if (targetStoryId !== null && clipboard.storyIds.includes(targetStoryId)) return null;
  return {
    action: clipboard.mode === 'cut' ? 'move' : 'copy',
    storiesIds: [...new Set(clipboard.storyIds)],
    targetStoryId,
  };
}

/** The move that sends a story to the end of the Standby block (ctrl+shift+U); null without one. */
export function standbyMove(
  rundown: Pick<Rundown, 'blocks'>,
  storyId: StoryId,
): MoveStories | null {
  const standby = standbyBlockOf(rundown.blocks);
  return standby ? { targetBlockId: standby.id, storiesIds: [storyId], targetStoryId: null } : null;
}

/** New story order of one block, as published in the stories MOVE event. */
export interface BlockStoryOrder {
  blockId: BlockId;
  storyIds: StoryId[];
}

/** What a move changes: the MOVE event's payload. */
export interface StoryOrders {
  /** Ids of the rundowns whose blocks changed. */
  rundownIds: RundownId[];
  /** The new story order of every touched block (source and target). */
  blocks: BlockStoryOrder[];
}

/** Outcome of a move: the rundowns rebuilt and what changed (the MOVE event's payload). */
export interface MoveResult extends StoryOrders {
  /** The given rundowns, touched ones with new blocks/indexes, in the given order. */
  rundowns: Rundown[];
}

/**
 * The new story orders of a move (a cut-paste or a drag) within or across the given rundowns: the
 * stories leave their blocks and land in `targetBlockId`, in `storiesIds` order, before
 * `targetStoryId` or at the end. Every touched block is renumbered 0…n−1 (no gaps, no
 * duplicates). Unknown block or stories are 404; a target story outside the target block or among
 * the moved stories is 400. Nothing is copied: the server needs only the orders.
 */
export function storyOrders(rundowns: readonly Rundown[], move: MoveStories): StoryOrders {
  const moving = [...new Set(move.storiesIds)];
  const movingSet = new Set(moving);
  let target: Block | undefined;
  const touched = new Set<BlockId>();
  const found = new Set<StoryId>();
  for (const rundown of rundowns) {
    for (const block of rundown.blocks) {
      if (block.id === move.targetBlockId) target = block;
      for (const story of block.stories) {
        if (!movingSet.has(story.id)) continue;
        found.add(story.id);
        touched.add(block.id);
      }
    }
  }
  if (!target) throw new DomainError('not_found', 'block', { blockId: move.targetBlockId });
  touched.add(target.id);
  const missing = moving.filter((id) => !found.has(id));
  if (missing.length > 0) throw new DomainError('not_found', 'story', { storyIds: missing });
  if (
    move.targetStoryId !== null &&
    (movingSet.has(move.targetStoryId) ||
      !target.stories.some((row) => row.id === move.targetStoryId))
  ) {
    throw new DomainError('validation_failed', 'targetStoryId', [
      { field: 'targetStoryId', key: 'invalid' },
    ]);
  }

  const blocks: BlockStoryOrder[] = [];
  const rundownIds: RundownId[] = [];
  for (const rundown of rundowns) {
    const before = blocks.length;
    for (const block of rundown.blocks) {
      if (!touched.has(block.id)) continue;
      const staying = byIndex(block.stories)
        .filter((row) => !movingSet.has(row.id))
        .map((row) => row.id);
      if (block.id === target.id) {
        const at =
          move.targetStoryId === null ? staying.length : staying.indexOf(move.targetStoryId);
        staying.splice(at, 0, ...moving);
      }
      blocks.push({ blockId: block.id, storyIds: staying });
    }
    if (blocks.length > before) rundownIds.push(rundown.id);
  }
  return { rundownIds, blocks };
}

/**
 * A move (see `storyOrders`) applied to the given rundowns: ids are kept, the touched blocks'
 * stories renumbered in their new order.
 */
export function moveStories(rundowns: readonly Rundown[], move: MoveStories): MoveResult {
  const orders = storyOrders(rundowns, move);
  const storiesById = new Map(
    rundowns.flatMap((item) =>
      item.blocks.flatMap((block) => block.stories.map((row) => [row.id, row] as const)),
    ),
  );
  const byBlock = new Map(orders.blocks.map((order) => [order.blockId, order.storyIds]));
  const rebuilt = rundowns.map((item) => {
    if (!orders.rundownIds.includes(item.id)) return item;
    const blocks = item.blocks.map((candidate) => {
      const ids = byBlock.get(candidate.id);
      if (!ids) return candidate;
      const stories = ids.map((id, index) => ({
        ...(storiesById.get(id) as StoryRow),
        blockId: candidate.id,
        index,
      }));
      return { ...candidate, stories };
    });
    return { ...item, blocks };
  });
  return { ...orders, rundowns: rebuilt };
}

/**
 * Applies a MOVE event (new story orders per block) to a cached rundown. Stories are taken from
 * the rundown or `known` (e.g. other open rundowns); null when a story is unknown, so the caller
 * reloads. Blocks of other rundowns are ignored; stories that left this rundown disappear.
 */
export function applyStoryOrders(
  rundown: Rundown,
  orders: readonly BlockStoryOrder[],
  known: readonly Rundown[] = [],
): Rundown | null {
  const pool = new Map(
    [rundown, ...known].flatMap((item) =>
      item.blocks.flatMap((candidate) => candidate.stories.map((row) => [row.id, row] as const)),
    ),
  );
  const relevant = orders.filter((order) =>
    rundown.blocks.some((candidate) => candidate.id === order.blockId),
  );
  if (relevant.length === 0) return rundown;
  const movedIn = new Set(relevant.flatMap((order) => order.storyIds));
  const orderByBlock = new Map(relevant.map((order) => [order.blockId, order.storyIds]));
  if ([...movedIn].some((id) => !pool.has(id))) return null;
  const movedAway = new Set(
    orders.filter((order) => !orderByBlock.has(order.blockId)).flatMap((order) => order.storyIds),
  );
  const blocks = rundown.blocks.map((candidate) => {
    const ids = orderByBlock.get(candidate.id);
    if (!ids) {
      const kept = byIndex(candidate.stories).filter(
        (row) => !movedIn.has(row.id) && !movedAway.has(row.id),
      );
      if (kept.length === candidate.stories.length) return candidate;
      return { ...candidate, stories: kept.map((row, index) => ({ ...row, index })) };
    }
    return {
      ...candidate,
      stories: ids.map((id, index) => ({
        ...(pool.get(id) as StoryRow),
        blockId: candidate.id,
        index,
      })),
    };
  });
  return { ...rundown, blocks };
}

/** Pages "01", "02", … in running order with the Standby block last (repaginate). */
export function paginate(rundown: Pick<Rundown, 'blocks'>): { storyId: StoryId; page: string }[] {
  const order = runningOrder(rundown);
  const sorted = [
    ...order.filter(({ block }) => !block.isStandbyBlock),
    ...order.filter(({ block }) => block.isStandbyBlock),
  ];
  const width = Math.max(2, String(sorted.length).length);
  return sorted.map(({ story }, position) => ({
    storyId: story.id,
    page: String(position + 1).padStart(width, '0'),
  }));
}
