import { z } from 'zod';
import {
  blockSchema,
  computeTiming,
  readWordsOf,
  rundownSchema,
  storyRowSchema,
  type Block,
  type ItemStatus,
  type OnAir,
  type Rundown,
  type RundownTiming,
  type Section,
  type StoryRow,
  type Viewer,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import { rundownsPolicy } from './rundowns.policy';
import { deepFreeze } from './rundowns.rowPool';
import type {
  BlockRow,
  RundownLogRow,
  RundownRow,
  RundownViewTree,
  StoryViewRecord,
} from './rundowns.repository';

const iso = (at: Date | null): string | null => (at ? at.toISOString() : null);
const displayStatusOf = (value: string): StoryRow['displayStatus'] =>
  value === 'play' || value === 'stop' ? value : 'blank';

/**
 * Each stored row's presentation, kept while the row object lives: the story pool hands a tree
 * mutation the same row objects until a story changes, so presenting a 300-story rundown again
 * (when the mutation opens, and after its writes) presents only the stories that changed. The
 * kept rows are frozen: nothing may change a presented story in place.
 */
const presented = new WeakMap<StoryViewRecord, StoryRow>();

/** A stored story as a rundown row (unmasked); the same frozen object for the same row object. */
export function presentStory(row: StoryViewRecord): StoryRow {
  let story = presented.get(row);
  if (!story) {
    story = deepFreeze<StoryRow>({
      id: row.id,
      uuid: row.uuid,
      blockId: row.blockId ?? 0,
      index: row.index,
      page: row.page,
      slug: row.slug,
      estimatedMs: row.estimatedMs,
      totalMs: row.totalMs,
      approved: row.approved,
      displayStatus: displayStatusOf(row.displayStatus),
      playTime: iso(row.playTime),
      stopTime: iso(row.stopTime),
      hitTime: row.hitTime,
      readWords: row.readWords ?? storedReadWords(row.sections),
      ownerId: row.ownerId,
      allowedUserIds: [...row.allowedUserIds],
      isPrivate: row.isPrivate,
      visible: true,
      radio: row.radio,
      information: row.information,
      programId: row.programId,
      version: row.version,
    });
    presented.set(row, story);
  }
  return story;
}

/** Words counted from the sections (a story saved before counts were stored, or by a path that
 * does not store them); stored sections were validated when saved. */
function storedReadWords(sections: unknown): StoryRow['readWords'] {
  return Array.isArray(sections) ? readWordsOf(sections as Section[]) : [];
}

/**
 * Each stored block's presentation with the story rows it was presented from, kept while the
 * block row lives (pooled as story rows are): a block whose row and story rows are the same
 * objects as last time is the same frozen block, so presenting a rundown again presents only the
 * blocks a mutation changed.
 */
const presentedBlocks = new WeakMap<
  BlockRow,
  { stories: readonly StoryViewRecord[]; isStandbyBlock: boolean; block: Block }
>();

/** A stored block with its stories (in any order); the Standby block is the last one. */
export function presentBlock(
  row: BlockRow,
  stories: readonly StoryViewRecord[],
  isStandbyBlock: boolean,
): Block {
  const kept = presentedBlocks.get(row);
  if (kept && kept.isStandbyBlock === isStandbyBlock && sameRows(kept.stories, stories))
    return kept.block;
  const block = deepFreeze<Block>({
    id: row.id,
    rundownId: row.rundownId,
    index: row.index,
    name: row.name,
    standBy: row.standBy,
    isStandbyBlock,
    commercialMs: row.commercialMs,
    breakTime: row.breakTime,
    hitTime: row.hitTime,
    displayStatus: displayStatusOf(row.displayStatus),
    playTime: iso(row.playTime),
    stopTime: iso(row.stopTime),
    version: row.version,
    stories: [...stories].sort((a, b) => a.index - b.index || a.id - b.id).map(presentStory),
  });
  presentedBlocks.set(row, { stories, isStandbyBlock, block });
  return block;
}

function sameRows(a: readonly StoryViewRecord[], b: readonly StoryViewRecord[]): boolean {
  return a.length === b.length && a.every((row, i) => row === b[i]);
}

/** The stories of each block, by block id, in the order given. */
function storiesByBlock(stories: readonly StoryViewRecord[]): Map<number, StoryViewRecord[]> {
  const byBlock = new Map<number, StoryViewRecord[]>();
  for (const story of stories) {
    if (story.blockId === null) continue;
    const held = byBlock.get(story.blockId);
    if (held) held.push(story);
    else byBlock.set(story.blockId, [story]);
  }
  return byBlock;
}

/** A block's or story's display status as its write answered it (a `rundown_status` item). */
export function presentItemStatus(
  row: Pick<BlockRow, 'id' | 'displayStatus' | 'playTime' | 'stopTime' | 'version'>,
): ItemStatus {
  return {
    id: row.id,
    displayStatus: displayStatusOf(row.displayStatus),
    playTime: iso(row.playTime),
    stopTime: iso(row.stopTime),
    version: row.version,
  };
}

/** The rundown row's on-air marker; null when nothing is on air. */
export function presentOnAir(
  rundown: Pick<RundownRow, 'onAirEntity' | 'onAirId' | 'onAirStart' | 'onAirTotalMs'>,
): OnAir | null {
  return rundown.onAirEntity && rundown.onAirId !== null && rundown.onAirStart
    ? {
        entity: rundown.onAirEntity === 'block' ? 'block' : 'story',
        id: rundown.onAirId,
        start: rundown.onAirStart.toISOString(),
        totalMs: rundown.onAirTotalMs ?? 0,
      }
    : null;
}

/** A loaded rundown (unmasked): blocks in running order, the highest one is Standby. */
export function presentRundown(tree: RundownViewTree): Rundown {
  const { rundown } = tree;
  const ordered = [...tree.blocks].sort((a, b) => a.index - b.index || a.id - b.id);
  const last = ordered.at(-1)?.id;
  const byBlock = storiesByBlock(tree.stories);
  return {
    id: rundown.id,
    programId: rundown.programId,
    date: rundown.date,
    start: rundown.start,
    end: rundown.end,
    productionMs: rundown.productionMs,
    approved: rundown.approved,
    displayed: rundown.displayed,
    mosEnabled: rundown.mosEnabled,
    onAir: presentOnAir(rundown),
    version: rundown.version,
    blocks: ordered.map((b) => presentBlock(b, byBlock.get(b.id) ?? [], b.id === last)),
  };
}

/** A story as one viewer may see it: a private story of others shows no slug nor information. */
export function maskStory<T extends MaskableStory>(story: T, viewer: Pick<Viewer, 'userId'>): T {
  if (rundownsPolicy.canSeeStory(viewer, story)) return story;
  return { ...story, visible: false, slug: '', ...('information' in story && { information: '' }) };
}

/** What masking reads and blanks of a story (a rundown's row or a drawer story). */
type MaskableStory = Pick<
  StoryRow,
  'isPrivate' | 'ownerId' | 'allowedUserIds' | 'visible' | 'slug'
>;

export function maskBlock(block: Block, viewer: Pick<Viewer, 'userId'>): Block {
  return { ...block, stories: block.stories.map((s) => maskStory(s, viewer)) };
}

export function maskRundown(rundown: Rundown, viewer: Pick<Viewer, 'userId'>): Rundown {
  return { ...rundown, blocks: rundown.blocks.map((b) => maskBlock(b, viewer)) };
}

/** Timing summary (spec 1 §3 plus back-times, over/under, on-air remaining). */
export const rundownTimingSchema = z.object({
  duration: z.number(),
  commercialTotal: z.number(),
  production: z.number(),
  approvedProduction: z.number(),
  approvedTotal: z.number(),
  fullEstimated: z.number(),
  fullProduction: z.number(),
  fullTotal: z.number(),
  approvedDiff: z.number(),
  fullDiff: z.number(),
  productionApprovedDiff: z.number(),
  productionFullDiff: z.number(),
  notDisplayedCommercial: z.number(),
  notDisplayedProduction: z.number(),
  notDisplayedApprovedProduction: z.number(),
  backTime: z.record(z.string(), z.number()),
  overUnderMs: z.number(),
  onAirRemainingMs: z.number().nullable(),
  endEstimate: z.number(),
  hits: z.array(
    z.object({
      entity: z.enum(['block', 'story']),
      id: z.number(),
      hitMs: z.number(),
      reachMs: z.number(),
      diffMs: z.number(),
      isPast: z.boolean(),
    }),
  ),
}) satisfies z.ZodType<RundownTiming>;

export const abilitiesSchema = z.object({ canEdit: z.boolean(), canApprove: z.boolean() });

/** GET answer: the rundown as the caller may see it, what they may do and its timing. */
export const rundownViewSchema = rundownSchema.extend({
  abilities: abilitiesSchema,
  timing: rundownTimingSchema,
});
export type RundownView = z.infer<typeof rundownViewSchema>;

/** A rundown answered to its caller: masked, with abilities and timing. */
export function presentRundownView(
  rundown: Rundown,
  actor: Actor,
  now: Date,
  timeZone: string,
): RundownView {
  return {
    ...maskRundown(rundown, actor),
    abilities: rundownsPolicy.abilities(actor, rundown),
    timing: computeTiming(rundown, now, { timeZone }),
  };
}

export const rundownAnswerSchema = rundownSchema;
export const blockAnswerSchema = blockSchema;
export const storyAnswerSchema = storyRowSchema;

/** One rundown of the grid (several programs of a day). */
export const rundownGridItemSchema = z.object({
  id: z.number().int(),
  programId: z.number().int(),
  programName: z.string(),
  start: z.string(),
  end: z.string(),
  approved: z.boolean(),
  displayed: z.boolean(),
  storyCount: z.number().int(),
  timing: rundownTimingSchema,
});
export type RundownGridItem = z.infer<typeof rundownGridItemSchema>;

export const rundownCheckSchema = z.object({
  exists: z.boolean(),
  rundownId: z.number().int().nullable(),
  canCreate: z.boolean(),
});

export const LOG_ACTIONS = [
  'approval',
  'creation',
  'deletion',
  'disapproval',
  'movement',
  'update',
] as const;
export type LogAction = (typeof LOG_ACTIONS)[number];

export const rundownLogSchema = z.object({
  id: z.number().int(),
  action: z.enum(LOG_ACTIONS),
  entity: z.string(),
  entityId: z.number().int().nullable(),
  label: z.string().nullable(),
  details: z.unknown(),
  nickname: z.string(),
  createdAt: z.string(),
});
export type RundownLog = z.infer<typeof rundownLogSchema>;

export function presentLog(row: RundownLogRow): RundownLog {
  const action = (LOG_ACTIONS as readonly string[]).includes(row.action)
    ? (row.action as LogAction)
    : 'update';
  return {
    id: row.id,
    action,
    entity: row.entity,
    entityId: row.entityId,
    label: row.label,
    details: row.details ?? null,
    nickname: row.nickname,
    createdAt: row.createdAt.toISOString(),
  };
}
