import { z } from 'zod';
import { pageQuerySchema } from '../platform/paging';
import { displayStatusSchema, rundownDateSchema } from '../rundowns/rundown';
import {
  mediaSchema,
  sectionSchema,
  sectionsInputSchema,
  sectionTypeSchema,
  STORY_LIMITS,
  subsectionInputSchema,
} from './storyContent';
import { storyDurationInputSchema } from './storyDuration';

/**
 * A story as the story editor, viewer and lists see it (spec 2 "Story (as viewed)", spec 1 §4,
 * spec 3 "Stories" and "Documents: drawer, private, allowedUsers"). A story lives in a rundown
 * block, in the rundown's Standby block, or in the drawer (no block).
 */

const idSchema = z.number().int().positive();
const optionalId = idSchema.nullable();
const ms = z.number().int().min(0);

/** Where a story is: in a rundown, parked in a rundown's Standby block, or in the drawer. */
export const STORY_LOCATIONS = ['rundown', 'standby', 'drawer'] as const;
export const storyLocationSchema = z.enum(STORY_LOCATIONS);
export type StoryLocation = z.infer<typeof storyLocationSchema>;

/** Story list filters (spec 1 §4). */
export const STORY_FILTERS = ['ALL', 'DRAWER', 'STAND_BY', 'DISPLAYED'] as const;
export const storyFilterSchema = z.enum(STORY_FILTERS);
export type StoryFilter = z.infer<typeof storyFilterSchema>;

/** Where a story can be sent (spec 1 §4). */
export const STORY_DESTINATIONS = ['TO_AIR', 'ON_DRAWER', 'ON_STANDBY'] as const;
export const storyDestinationSchema = z.enum(STORY_DESTINATIONS);
export type StoryDestination = z.infer<typeof storyDestinationSchema>;

/**
 * What a new story can be created from; news report and assignment register when their areas exist.
 */
export const STORY_SOURCE_TYPES = ['story', 'reportage', 'assignment', 'agency_item'] as const;
export const storySourceTypeSchema = z.enum(STORY_SOURCE_TYPES);
export type StorySourceType = z.infer<typeof storySourceTypeSchema>;

/** What the caller may do with a story (computed by the server; the web never re-derives it). */
export const storyAbilitiesSchema = z.object({
  canEdit: z.boolean(),
  /** Owner only: toggle private, choose allowed users. */
  canShare: z.boolean(),
  canApprove: z.boolean(),
});
export type StoryAbilities = z.infer<typeof storyAbilitiesSchema>;

/** The whole story (GET /stories/{id}, the editor's load, PUT answers). */
export const storyDocumentSchema = z.object({
  id: idSchema,
  uuid: z.string(),
  page: z.string(),
  /** '' when not visible. */
  slug: z.string(),
  /** The rundown's date, or the day a drawer story was created. */
  date: rundownDateSchema.nullable(),
  typeId: optionalId,
  programId: optionalId,
  branchId: optionalId,
  editorId: optionalId,
  imageEditorId: optionalId,
  reporterId: optionalId,
  ownerId: optionalId,
  /** Nickname of whoever saved it last (or created it). */
  authorNickname: z.string(),
  /** Last change (ISO instant). */
  changeDate: z.string(),
  mediaCode: z.string(),
  estimatedMs: ms,
  headMs: ms,
  linkMs: ms,
  vtMs: ms,
  voMs: ms,
  footerMs: ms,
  totalMs: ms,
  /** The VT duration is typed by hand instead of summed from its videos. */
  manualVt: z.boolean(),
  approved: z.boolean(),
  isPrivate: z.boolean(),
  allowedUserIds: z.array(idSchema),
  /** False when the caller may not see this private story: slug, information and sections blanked. */
  visible: z.boolean(),
  radio: z.boolean(),
  /** Imported from a legacy system (read-only content). */
  legacy: z.boolean(),
  information: z.string(),
  displayStatus: displayStatusSchema,
  location: storyLocationSchema,
  rundownId: optionalId,
  blockId: optionalId,
  sections: z.array(sectionSchema),
  excluded: z.boolean(),
  version: z.number().int(),
  abilities: storyAbilitiesSchema,
});
export type StoryDocument = z.infer<typeof storyDocumentSchema>;

/** A story in lists (stories area, drawer, trash). */
export const storySummarySchema = storyDocumentSchema.pick({
  id: true,
  uuid: true,
  page: true,
  slug: true,
  date: true,
  programId: true,
  ownerId: true,
  authorNickname: true,
  changeDate: true,
  estimatedMs: true,
  totalMs: true,
  approved: true,
  isPrivate: true,
  visible: true,
  displayStatus: true,
  location: true,
  rundownId: true,
  blockId: true,
  excluded: true,
  version: true,
});
export type StorySummary = z.infer<typeof storySummarySchema>;

/** Body of PUT /stories/{id}: the whole editable story, based on `version`. */
export const storyUpdateSchema = z.object({
  version: z.number().int().min(1),
  /** Saved in upper case. */
  slug: z.string().trim().max(STORY_LIMITS.slug),
  typeId: optionalId.default(null),
  branchId: optionalId.default(null),
  editorId: optionalId.default(null),
  imageEditorId: optionalId.default(null),
  reporterId: optionalId.default(null),
  mediaCode: z.string().max(STORY_LIMITS.mediaCode).default(''),
  estimatedMs: storyDurationInputSchema.default(0),
  manualVt: z.boolean().default(false),
  /** The VT duration when `manualVt`; ignored otherwise. */
  vtMs: storyDurationInputSchema.default(0),
  radio: z.boolean().default(false),
  information: z.string().max(STORY_LIMITS.information).default(''),
  sections: sectionsInputSchema.default([]),
});
export type StoryUpdate = z.output<typeof storyUpdateSchema>;
export type StoryUpdateInput = z.input<typeof storyUpdateSchema>;

/** The load-for-edit answer: the story and the caller's lock on it. */
export interface StoryEditAnswer<L> {
  story: StoryDocument;
  lock: L;
}

/** GET /stories/filter query. */
export const storyFilterQuerySchema = pageQuerySchema.extend({
  filter: storyFilterSchema.default('ALL'),
  /** Stories of this date (the rundown's date, or creation day in the drawer). */
  date: rundownDateSchema.optional(),
  programId: z.coerce.number().int().positive().optional(),
  /** Matches the slug, ignoring accents and case. */
  text: z.string().trim().max(200).optional(),
});
export type StoryFilterQuery = z.infer<typeof storyFilterQuerySchema>;

/** GET /stories/counter answer: how many stories each filter lists (same date/program/text). */
export const storyCounterSchema = z.object({
  ALL: z.number().int(),
  DRAWER: z.number().int(),
  STAND_BY: z.number().int(),
  DISPLAYED: z.number().int(),
});
export type StoryCounter = z.infer<typeof storyCounterSchema>;

/** Where stories go: a rundown block (TO_AIR), a rundown's Standby block (ON_STANDBY) or the drawer. */
export const storyTargetSchema = z
  .object({
    destination: storyDestinationSchema,
    /** TO_AIR: the block. */
    targetBlockId: idSchema.nullable().default(null),
    /** TO_AIR: insert before this story of the block; null = at the end. */
    targetStoryId: idSchema.nullable().default(null),
    /** ON_STANDBY: the rundown. */
    rundownId: idSchema.nullable().default(null),
  })
  .superRefine((target, ctx) => {
    if (target.destination === 'TO_AIR' && target.targetBlockId === null)
      ctx.addIssue({ code: 'custom', message: 'required', path: ['targetBlockId'] });
    if (target.destination === 'ON_STANDBY' && target.rundownId === null)
      ctx.addIssue({ code: 'custom', message: 'required', path: ['rundownId'] });
  });
export type StoryTarget = z.output<typeof storyTargetSchema>;

/** POST /drawer/send and /drawer/remove body. */
export const storyIdsSchema = z.object({ storyIds: z.array(idSchema).min(1).max(500) });
export type StoryIds = z.infer<typeof storyIdsSchema>;

/** POST /drawer/move body: drawer stories into a rundown (or back to the drawer). */
export const drawerMoveSchema = z.intersection(storyIdsSchema, storyTargetSchema);
export type DrawerMove = z.output<typeof drawerMoveSchema>;

/** POST /stories/sources body: a new story from a story (copy), news report or assignment. */
export const storyFromSourceSchema = z.intersection(
  z.object({ sourceType: storySourceTypeSchema, sourceId: idSchema }),
  storyTargetSchema,
);
export type StoryFromSource = z.output<typeof storyFromSourceSchema>;

/** PUT /stories/{id}/private body. */
export const storyPrivateSchema = z.object({ isPrivate: z.boolean() });
/** PUT /stories/{id}/allowed_users body. */
export const storyAllowedUsersSchema = z.object({ userIds: z.array(idSchema).max(500) });

/** PUT /stories/{id}/media body: attach (or clear) the media of a MOS subsection. */
export const storyMediaSchema = z.object({
  subsectionUuid: z.string().min(1).max(64),
  media: mediaSchema.nullable(),
});

/**
 * POST /stories/{id}/cg body: a CG (or MOS graphic) inserted by a plugin or device (spec 2 §1
 * "insert CG graphics through a plugin or a device"), appended to a section (created when absent).
 */
export const storyCgInsertSchema = z.object({
  sectionType: sectionTypeSchema,
  cg: subsectionInputSchema,
});
export type StoryCgInsert = z.output<typeof storyCgInsertSchema>;
