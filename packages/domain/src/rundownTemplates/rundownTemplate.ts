import { z } from 'zod';
import { sectionSchema, sectionsInputSchema } from '../stories/storyContent';

/**
 * Rundown templates (spec 1 §3 "Templates: name, programId, blocks, stories", §7 "Rundown
 * templates"): the reusable shape of a program's rundown — blocks with placeholder stories and a
 * Standby block that is always last — and story templates, reusable stories copied into rundowns.
 */

/** Longest template or story template name. */
export const TEMPLATE_NAME_MAX = 120;
/** Longest block name. */
export const TEMPLATE_BLOCK_NAME_MAX = 120;
/** Longest story slug. */
export const TEMPLATE_SLUG_MAX = 100;
/** Longest story information text. */
export const TEMPLATE_INFORMATION_MAX = 10_000;
/** Longest planned duration of a placeholder story or commercial break: 24 hours. */
export const TEMPLATE_DURATION_MAX_MS = 24 * 60 * 60 * 1000;

const durationMsSchema = z.number().int().min(0).max(TEMPLATE_DURATION_MAX_MS);
/** A time of day `HH:mm:ss`. */
export const templateBreakTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/);

/** A placeholder story of a template block. */
export const templateStorySchema = z.object({
  id: z.number().int(),
  blockId: z.number().int(),
  index: z.number().int(),
  /** Page number set by repaginate ("01", "02"…), blank until then. */
  page: z.string(),
  slug: z.string(),
  estimatedMs: z.number().int(),
  information: z.string(),
});
export type TemplateStory = z.infer<typeof templateStorySchema>;

/** A block of a template; the Standby block (`isStandbyBlock`) is last, fixed and kept. */
export const templateBlockSchema = z.object({
  id: z.number().int(),
  templateId: z.number().int(),
  index: z.number().int(),
  name: z.string(),
  isStandbyBlock: z.boolean(),
  commercialMs: z.number().int(),
  breakTime: z.string().nullable(),
  stories: z.array(templateStorySchema),
});
export type TemplateBlock = z.infer<typeof templateBlockSchema>;

/** A template in the list of a program. */
export const rundownTemplateSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  programId: z.number().int(),
  version: z.number().int(),
});
export type RundownTemplateSummary = z.infer<typeof rundownTemplateSummarySchema>;

/** A template with its blocks (running order, Standby last) and their stories. */
export const rundownTemplateSchema = rundownTemplateSummarySchema.extend({
  blocks: z.array(templateBlockSchema),
});
export type RundownTemplate = z.infer<typeof rundownTemplateSchema>;

/** Creating a template, or a copy of one (possibly for another program). */
export const rundownTemplateInputSchema = z.object({
  name: z.string().trim().min(1).max(TEMPLATE_NAME_MAX),
  programId: z.number().int().positive(),
});
export type RundownTemplateInput = z.infer<typeof rundownTemplateInputSchema>;

/** Fields a template patch may change, with the value each accepts. */
export const TEMPLATE_PATCH_FIELDS = {
  name: z.string().trim().min(1).max(TEMPLATE_NAME_MAX),
} as const;
/** Fields a template block patch may change. */
export const TEMPLATE_BLOCK_PATCH_FIELDS = {
  name: z.string().trim().max(TEMPLATE_BLOCK_NAME_MAX),
  commercialMs: durationMsSchema,
  breakTime: templateBreakTimeSchema.nullable(),
} as const;
/** Fields a template story patch may change. */
export const TEMPLATE_STORY_PATCH_FIELDS = {
  slug: z.string().trim().max(TEMPLATE_SLUG_MAX),
  estimatedMs: durationMsSchema,
  information: z.string().max(TEMPLATE_INFORMATION_MAX),
} as const;
export type TemplatePatchField = keyof typeof TEMPLATE_PATCH_FIELDS;
export type TemplateBlockPatchField = keyof typeof TEMPLATE_BLOCK_PATCH_FIELDS;
export type TemplateStoryPatchField = keyof typeof TEMPLATE_STORY_PATCH_FIELDS;

/**
 * Moving a template story: into `targetBlockId`, right before `targetStoryId`, or at the end of
 * the block when `targetStoryId` is null.
 */
export const moveTemplateStorySchema = z.object({
  targetBlockId: z.number().int().positive(),
  storyId: z.number().int().positive(),
  targetStoryId: z.number().int().positive().nullable(),
});
export type MoveTemplateStory = z.infer<typeof moveTemplateStorySchema>;

/** A reusable story (the show's opening, the weather), copied into rundowns. */
export const storyTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Null: every program may use it. */
  programId: z.number().int().nullable(),
  slug: z.string(),
  estimatedMs: z.number().int(),
  information: z.string(),
  /** The story content a story made from it starts with (durations recomputed then). */
  sections: z.array(sectionSchema).default([]),
  version: z.number().int(),
});
export type StoryTemplate = z.infer<typeof storyTemplateSchema>;

/** Creating or changing a story template. */
export const storyTemplateInputSchema = z.object({
  name: z.string().trim().min(1).max(TEMPLATE_NAME_MAX),
  programId: z.number().int().positive().nullable(),
  slug: z.string().trim().max(TEMPLATE_SLUG_MAX).default(''),
  estimatedMs: durationMsSchema.default(0),
  information: z.string().max(TEMPLATE_INFORMATION_MAX).default(''),
  /** Story sections (stored in `content.sections`); absent on update = unchanged. */
  sections: sectionsInputSchema.optional(),
});
export type StoryTemplateInput = z.infer<typeof storyTemplateInputSchema>;

/** Entities of template events: `rundown_templates`, `block_templates` and `story_templates` topics. */
export const TEMPLATE_EVENT_ENTITIES = {
  template: 'rundown_template',
  block: 'template_block',
  story: 'template_story',
  storyTemplate: 'story_template',
} as const;

/**
 * Places a story in a template's running order: removes it from where it is and puts it before
 * `targetStoryId` in the target block (at the end when null or not found there). Answers the new
 * story order of every block, by block id.
 */
export function moveTemplateStory(
  blocks: readonly { id: number; storyIds: readonly number[] }[],
  move: MoveTemplateStory,
): Map<number, number[]> {
  const order = new Map(
    blocks.map((block) => [block.id, block.storyIds.filter((id) => id !== move.storyId)]),
  );
  const target = order.get(move.targetBlockId);
  if (!target) return order;
  const at = move.targetStoryId === null ? -1 : target.indexOf(move.targetStoryId);
  if (at < 0) target.push(move.storyId);
  else target.splice(at, 0, move.storyId);
  return order;
}

/** Pages "01".."NN" for stories in running order (two digits at least). */
export function templatePage(position: number): string {
  return String(position + 1).padStart(2, '0');
}
