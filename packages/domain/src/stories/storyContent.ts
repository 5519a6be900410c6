import { z } from 'zod';
import { storyDurationInputSchema } from './storyDuration';

/**
 * The content of a story (spec 1 §3 "Story section", "Subsection", "Media"): up to six sections,
 * one of each type, each holding subsections (texts read on camera, CGs, MOS graphics and
 * videos). Input schemas accept durations as text (see storyDuration.ts); output schemas carry
 * ms. Computed durations are recomputed by the server on every save (storyTiming.ts).
 */

/** Section types in the order a story airs them. */
export const SECTION_TYPES = ['HEADER', 'LINK', 'VT', 'LIVE_VO', 'RECORDED_VO', 'FOOTER'] as const;
export const sectionTypeSchema = z.enum(SECTION_TYPES);
/** HEADER (cabeça), LINK, VT, LIVE_VO (off ao vivo), RECORDED_VO (off gravado), FOOTER (nota pé). */
export type SectionType = z.infer<typeof sectionTypeSchema>;

/** Subsection types. */
export const SUBSECTION_TYPES = ['CAMERA_TEXT', 'TEXT', 'CG', 'MOS_CG', 'MOS_VIDEO'] as const;
export const subsectionTypeSchema = z.enum(SUBSECTION_TYPES);
/** CAMERA_TEXT (read on a camera), TEXT (read off camera), CG, MOS_CG, MOS_VIDEO. */
export type SubsectionType = z.infer<typeof subsectionTypeSchema>;

/** Subsection types whose text is read aloud (their duration comes from the read rate). */
export const READ_SUBSECTION_TYPES: readonly SubsectionType[] = ['CAMERA_TEXT', 'TEXT'];
/** Subsection types that are graphics (no air time of their own). */
export const CG_SUBSECTION_TYPES: readonly SubsectionType[] = ['CG', 'MOS_CG'];

/** Media status of a MOS item (spec 1 §3): absent (none), empty (placeholder), ready. */
export const MEDIA_STATUSES = ['absent', 'empty', 'ready'] as const;
export const mediaStatusSchema = z.enum(MEDIA_STATUSES);
export type MediaStatus = z.infer<typeof mediaStatusSchema>;

/** Media kinds (spec 1 §3). */
export const MEDIA_KINDS = ['IMAGE', 'VIDEO', 'AUDIO', 'OTHER'] as const;

/** Limits of story content. */
export const STORY_LIMITS = {
  slug: 100,
  text: 100_000,
  information: 100_000,
  short: 200,
  camera: 20,
  mediaCode: 60,
  subsectionsPerSection: 200,
  cgFields: 100,
} as const;

const shortText = z.string().max(STORY_LIMITS.short);
const idSchema = z.number().int().positive();
const uuidText = z.string().min(1).max(64);

/** A path of a media (high resolution or proxy). */
export const mediaPathSchema = z.object({
  techDescription: shortText.default(''),
  url: z.string().max(2000),
});

/** A media item of a MOS subsection (spec 1 §3 "Media"). */
export const mediaSchema = z.object({
  slug: shortText.default(''),
  objectId: shortText.default(''),
  durationMs: z.number().int().min(0).default(0),
  /** Frames per second of the media's time base (0 = unknown). */
  timeBase: z.number().min(0).default(0),
  abstractText: z.string().max(2000).default(''),
  type: z.enum(MEDIA_KINDS).default('VIDEO'),
  paths: z.array(mediaPathSchema).max(20).default([]),
  proxyPaths: z.array(mediaPathSchema).max(20).default([]),
  metadataPath: z.string().max(2000).nullable().default(null),
  mosExternalMetadata: z.array(z.record(z.string(), z.unknown())).max(50).default([]),
});
export type Media = z.infer<typeof mediaSchema>;

/** A field of a CG template with its value; `size` > 0 limits the value's length (spec 2 §5). */
export const cgFieldSchema = z.object({
  uuid: uuidText,
  name: shortText,
  value: z.string().max(2000).default(''),
  size: z.number().int().min(0).max(2000).default(0),
});
export type CgField = z.infer<typeof cgFieldSchema>;

const subsectionShape = {
  uuid: uuidText,
  type: subsectionTypeSchema,
  slug: shortText.default(''),
  status: mediaStatusSchema.default('absent'),
  presenterId: idSchema.nullable().default(null),
  /** Camera the text is read on ("1", "2", "PTZ"…). */
  camera: z.string().max(STORY_LIMITS.camera).default(''),
  text: z.string().max(STORY_LIMITS.text).default(''),
  /** CG template code (page number on the character generator). */
  code: shortText.default(''),
  templateName: shortText.default(''),
  cgFields: z.array(cgFieldSchema).max(STORY_LIMITS.cgFields).default([]),
  media: mediaSchema.nullable().default(null),
  channel: shortText.default(''),
  macroIn: shortText.default(''),
  macroOut: shortText.default(''),
};

/**
 * A subsection as a client sends it: the answered shape, with each duration as ms or a duration
 * text (so a loaded story can be sent back as it is).
 */
export const subsectionInputSchema = z.object({
  ...subsectionShape,
  /** Computed on save: read texts from the read rate, MOS_VIDEO from userTimingDur, edDur or the media. */
  durationMs: storyDurationInputSchema.default(0),
  edStartMs: storyDurationInputSchema.nullable().default(null),
  edDurMs: storyDurationInputSchema.nullable().default(null),
  userTimingDurMs: storyDurationInputSchema.nullable().default(null),
});
export type SubsectionInput = z.input<typeof subsectionInputSchema>;

/** A subsection as stored and answered (durations in ms). */
export const subsectionSchema = z.object({
  ...subsectionShape,
  durationMs: z.number().int().min(0),
  edStartMs: z.number().int().min(0).nullable(),
  edDurMs: z.number().int().min(0).nullable(),
  userTimingDurMs: z.number().int().min(0).nullable(),
});
export type Subsection = z.infer<typeof subsectionSchema>;

const sectionShape = {
  type: sectionTypeSchema,
  /** Cue in / cue out ("deixa"): the first and last words heard, for the director. */
  cueIn: z.string().max(STORY_LIMITS.short).default(''),
  cueOut: z.string().max(STORY_LIMITS.short).default(''),
};

/** A section as a client sends it (its durations are computed on save). */
export const sectionInputSchema = z.object({
  ...sectionShape,
  durationMs: storyDurationInputSchema.default(0),
  voDurationMs: storyDurationInputSchema.default(0),
  subSections: z.array(subsectionInputSchema).max(STORY_LIMITS.subsectionsPerSection).default([]),
});
export type SectionInput = z.input<typeof sectionInputSchema>;

/** A section as stored and answered. */
export const sectionSchema = z.object({
  ...sectionShape,
  durationMs: z.number().int().min(0),
  voDurationMs: z.number().int().min(0),
  subSections: z.array(subsectionSchema),
});
export type Section = z.infer<typeof sectionSchema>;

/** A subsection with nothing in it yet: every field at its schema default (no text, media or times). */
export function emptySubsection(type: SubsectionType, uuid: string): Subsection {
  return subsectionInputSchema.parse({ uuid, type });
}

/** A section with no subsections and no cues yet (its durations are zero until computed). */
export function emptySection(type: SectionType): Section {
  return sectionInputSchema.parse({ type });
}

/** The sections of a story: at most one of each type (400 `duplicateSection` otherwise). */
export const sectionsInputSchema = z
  .array(sectionInputSchema)
  .max(SECTION_TYPES.length)
  .superRefine((sections, ctx) => {
    const seen = new Set<string>();
    sections.forEach((section, index) => {
      if (seen.has(section.type))
        ctx.addIssue({ code: 'custom', message: 'duplicateSection', path: [index, 'type'] });
      seen.add(section.type);
    });
  });

/** Sections in air order (HEADER, LINK, VT, LIVE_VO, RECORDED_VO, FOOTER). */
export function sortSections<T extends { type: SectionType }>(sections: readonly T[]): T[] {
  return [...sections].sort(
    (a, b) => SECTION_TYPES.indexOf(a.type) - SECTION_TYPES.indexOf(b.type),
  );
}

/** Every CG of a story (CG and MOS_CG subsections) in air order, for the viewer's CG list. */
export function storyCgs(sections: readonly Section[]): Subsection[] {
  return sortSections(sections).flatMap((s) =>
    s.subSections.filter((sub) => CG_SUBSECTION_TYPES.includes(sub.type)),
  );
}
