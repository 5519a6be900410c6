import { z } from 'zod';
import { idSchemaOf } from '../platform/ids';

/**
 * Rundowns (spec 1 §3): a running order of one program (show) on one date, made of blocks
 * (separated by commercial breaks) that hold stories. The last block of every rundown is the
 * fixed Standby block: stories parked there are not part of the show and count in no time sum.
 *
 * Durations are milliseconds (`…Ms`), times of day `HH:mm:ss`, dates `YYYY-MM-DD`, instants
 * (play, stop, on-air start) ISO-8601 strings.
 */

/** Display states of a block or story: not yet aired, on air, aired. */
export const DISPLAY_STATUSES = ['blank', 'play', 'stop'] as const;
/** One display state. */
export const displayStatusSchema = z.enum(DISPLAY_STATUSES);
/** blank (not aired), play (on air) or stop (aired). */
export type DisplayStatus = z.infer<typeof displayStatusSchema>;

const idSchema = z.number().int().positive();
const durationMsSchema = z.number().int().min(0);
/** `HH:mm:ss` (or `HH:mm`) time of day. */
const timeOfDayTextSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/);
/**
 * A hard hit: the time of day (`HH:mm:ss`, newsroom zone, on the rundown's date) at which a block
 * or story must start; null = none.
 */
export const hitTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/)
  .nullable();
/** `YYYY-MM-DD`. */
export const rundownDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A story as a row of a rundown (the editor's content is elsewhere). */
export const storyRowSchema = z.object({
  id: idSchemaOf<'story'>(),
  uuid: z.string(),
  blockId: idSchemaOf<'block'>(),
  /** Position inside the block, from 0. */
  index: z.number().int().min(0),
  /** Page shown in the rundown ("01", "02", …), set by repaginate. */
  page: z.string(),
  slug: z.string(),
  /** Planned duration. */
  estimatedMs: durationMsSchema,
  /** Produced duration (head + VT + VO + link). */
  totalMs: durationMsSchema,
  approved: z.boolean(),
  displayStatus: displayStatusSchema,
  /** When it went on air (ISO instant). */
  playTime: z.string().nullable(),
  /** When it went off air (ISO instant). */
  stopTime: z.string().nullable(),
  /** Hard hit: the story must start at this time of day (`HH:mm:ss`); null = none. */
  hitTime: hitTimeSchema,
  /** Words of presenter text by presenter (null = no presenter chosen), for the estimated read. */
  readWords: z.array(
    z.object({ presenterId: idSchema.nullable(), words: z.number().int().min(0) }),
  ),
  ownerId: idSchema.nullable(),
  allowedUserIds: z.array(idSchema),
  isPrivate: z.boolean(),
  /** False when the viewer may not see this private story (slug and information blanked). */
  visible: z.boolean(),
  radio: z.boolean(),
  information: z.string(),
  programId: idSchema.nullable(),
  version: z.number().int(),
});
/** A story as a row of a rundown. */
export type StoryRow = z.infer<typeof storyRowSchema>;

/** A block of a rundown with its stories in running order. */
export const blockSchema = z.object({
  id: idSchemaOf<'block'>(),
  rundownId: idSchemaOf<'rundown'>(),
  /** Position inside the rundown, from 0; the Standby block has the highest. */
  index: z.number().int().min(0),
  name: z.string(),
  /** A block put on standby: its stories count in no time sum. */
  standBy: z.boolean(),
  /** The fixed last block named Standby (cannot move nor be removed). */
  isStandbyBlock: z.boolean(),
  /** Commercial break after the block. */
  commercialMs: durationMsSchema,
  /** Planned time of the break, `HH:mm:ss`, when fixed. */
  breakTime: z.string().nullable(),
  /** Hard hit: the block's first story must start at this time of day (`HH:mm:ss`); null = none. */
  hitTime: hitTimeSchema,
  displayStatus: displayStatusSchema,
  playTime: z.string().nullable(),
  stopTime: z.string().nullable(),
  version: z.number().int(),
  stories: z.array(storyRowSchema),
});
/** A block of a rundown with its stories. */
export type Block = z.infer<typeof blockSchema>;

/** Kinds of item that can be on air. */
export const ON_AIR_ENTITIES = ['block', 'story'] as const;

/** The item on air: what, since when (ISO instant) and its planned total. */
export const onAirSchema = z.object({
  entity: z.enum(ON_AIR_ENTITIES),
  id: idSchema,
  start: z.string(),
  totalMs: durationMsSchema,
});
/** The item on air. */
export type OnAir = z.infer<typeof onAirSchema>;

/** A rundown with its blocks (Standby last) and their stories. */
export const rundownSchema = z.object({
  id: idSchemaOf<'rundown'>(),
  programId: idSchema,
  date: rundownDateSchema,
  /** Scheduled start, `HH:mm:ss`. */
  start: timeOfDayTextSchema,
  /** Scheduled end, `HH:mm:ss`; earlier than the start when the show crosses midnight. */
  end: timeOfDayTextSchema,
  /** Planned production (content) time; null = duration − commercials. */
  productionMs: durationMsSchema.nullable(),
  approved: z.boolean(),
  /** Aired and closed: cannot change any more. */
  displayed: z.boolean(),
  mosEnabled: z.boolean(),
  onAir: onAirSchema.nullable(),
  version: z.number().int(),
  blocks: z.array(blockSchema),
});
/** A rundown with its blocks and stories. */
export type Rundown = z.infer<typeof rundownSchema>;

/** Body of POST /api/stories/status: set the display status of many stories. */
export const storyStatusChangeSchema = z.object({
  storyIds: z.array(idSchema).min(1),
  status: displayStatusSchema,
  /** Also set the earlier stories of the rundown to `stop`. */
  cascade: z.boolean().default(false),
});
/** Bulk display-status change. */
export type StoryStatusChange = z.infer<typeof storyStatusChangeSchema>;

/** Body of POST /api/stories/move and /api/stories/copy. */
export const moveStoriesSchema = z.object({
  targetBlockId: idSchema,
  /** The stories in the order they land. */
  storiesIds: z.array(idSchema).min(1),
  /** Insert before this story of the target block; null = at the end. */
  targetStoryId: idSchema.nullable(),
});
/** Move (or copy) stories into a block, before a story or at the end. */
export type MoveStories = z.infer<typeof moveStoriesSchema>;

/** Time summary of a rundown (spec 1 §3), all durations in ms. See rundownTiming.ts. */
export interface RundownTiming {
  /** end − start (crossing midnight when end is before start). */
  duration: number;
  /** Σ commercialMs of the blocks not on standby. */
  commercialTotal: number;
  /** productionMs, or duration − commercialTotal when absent. */
  production: number;
  /** Σ totalMs of approved stories. */
  approvedProduction: number;
  /** approvedProduction + commercialTotal. */
  approvedTotal: number;
  /** Σ estimatedMs. */
  fullEstimated: number;
  /** Σ totalMs. */
  fullProduction: number;
  /** fullProduction + commercialTotal. */
  fullTotal: number;
  /** duration − approvedTotal. */
  approvedDiff: number;
  /** duration − fullTotal. */
  fullDiff: number;
  /** production − approvedProduction. */
  productionApprovedDiff: number;
  /** production − fullProduction. */
  productionFullDiff: number;
  /** Σ commercialMs of blocks not yet aired (displayStatus ≠ stop). */
  notDisplayedCommercial: number;
  /** Σ totalMs of stories not yet aired. */
  notDisplayedProduction: number;
  /** Σ totalMs of approved stories not yet aired. */
  notDisplayedApprovedProduction: number;
  /**
   * Per story id (stories outside standby), the time of day (ms since midnight, wrapped into
   * [0, 24 h)) at which the story must start for the show to end on time: end − Σ totals of it
   * and the later stories − Σ breaks of its block and the later blocks. Format with `msToTimeOfDay`.
   */
  backTime: Record<number, number>;
  /** = fullDiff: positive = under (time left), negative = over. */
  overUnderMs: number;
  /** onAir.start + onAir.totalMs − now; null when nothing is on air. */
  onAirRemainingMs: number | null;
  /** start + fullTotal as a time of day (ms since midnight, wrapped into [0, 24 h)). */
  endEstimate: number;
  /** The hard hits in running order with the cut or fill each needs (see hitTiming.ts). */
  hits: HitTiming[];
}

/** One hard hit of a rundown and how far the plan is from it. */
export interface HitTiming {
  entity: 'block' | 'story';
  id: number;
  /** The hit as a time of day (ms since midnight). */
  hitMs: number;
  /** When the plan reaches the item, as a time of day (ms since midnight). */
  reachMs: number;
  /** hit − reach: positive = fill that much before it, negative = cut that much. */
  diffMs: number;
  /** The item has started or aired (at or before the one on air, or stopped): nothing to do. */
  isPast: boolean;
}
