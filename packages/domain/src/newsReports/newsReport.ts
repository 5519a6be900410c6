import { z } from 'zod';
import { pageQuerySchema } from '../platform/paging';
import { documentTrailerShape } from '../documents/documentShape';
import {
  documentAbilitiesSchema,
  documentDateSchema,
  documentHeadShape,
  documentStateSchema,
  slugSchema,
} from '../assignments/assignment';
import { storyDurationInputSchema } from '../stories/storyDuration';

/**
 * News reports, "reportagens" (spec 2 §3 "Reportage"; reportages on screen): a scripted piece
 * a reporter writes in ordered sections, with CGs (name straps filled from a CG template, by the
 * II or MOS protocol), optional text blocks and an approval tick. The API calls them news reports.
 */

const idSchema = z.number().int().positive();
const optionalId = idSchema.nullable().default(null);
const idList = z.array(idSchema).max(500).default([]);
const clientId = z.string().min(1).max(64);
const longText = z.string().max(100_000);

/** Limits of news report fields (spec 2 §9). */
export const NEWS_REPORT_LIMITS = {
  slug: 100,
  cameraman: 60,
  sections: 200,
  cgs: 200,
  fields: 100,
} as const;

/** Section types (spec 2 §3): appearance (local), art (data), interview, off (indications), soundup. */
export const NEWS_REPORT_SECTION_TYPES = [
  'APPEARANCE',
  'ART',
  'INTERVIEW',
  'OFF',
  'SOUNDUP',
] as const;
export const newsReportSectionTypeSchema = z.enum(NEWS_REPORT_SECTION_TYPES);
export type NewsReportSectionType = z.infer<typeof newsReportSectionTypeSchema>;

/** Section types without a duration of their own (spec 2 §4). */
export const UNTIMED_SECTION_TYPES: readonly NewsReportSectionType[] = ['ART', 'SOUNDUP'];
/** Section types whose duration starts manual (spec 2 §4: interview sections default to manual). */
export const MANUAL_BY_DEFAULT_SECTION_TYPES: readonly NewsReportSectionType[] = ['INTERVIEW'];

/** A section as a client sends it (durations as ms or text, like stories). */
export const newsReportSectionInputSchema = z.object({
  uuid: clientId,
  type: newsReportSectionTypeSchema,
  content: longText.default(''),
  observation: longText.default(''),
  /** Typed by hand when `manual`; computed from the read rate otherwise (and 0 for art and soundup). */
  durationMs: storyDurationInputSchema.default(0),
  manual: z.boolean().default(false),
  approved: z.boolean().default(false),
});
export type NewsReportSectionInput = z.input<typeof newsReportSectionInputSchema>;

/** A section as stored and answered: `index` is its position from 0, renumbered on every change. */
export const newsReportSectionSchema = z.object({
  uuid: z.string(),
  index: z.number().int().min(0),
  type: newsReportSectionTypeSchema,
  content: z.string(),
  observation: z.string(),
  durationMs: z.number().int().min(0),
  manual: z.boolean(),
  approved: z.boolean(),
});
export type NewsReportSection = z.infer<typeof newsReportSectionSchema>;

/** A field of a CG template; `size` > 0 limits the value (spec 2 §5). */
export const cgTemplateFieldSchema = z.object({
  uuid: clientId,
  name: z.string().max(200),
  number: z.number().int().min(0).default(0),
  size: z.number().int().min(0).max(2000).default(0),
  value: z.string().max(2000).default(''),
});

/** A CG through the intelligent-interface protocol (II): a template and its fields. */
export const ciiDataSchema = z.object({
  templateCode: z.string().max(200).default(''),
  templateName: z.string().max(200).default(''),
  comment: z.string().max(2000).default(''),
  fields: z.array(cgTemplateFieldSchema).max(NEWS_REPORT_LIMITS.fields).default([]),
});

const pathSchema = z.object({
  techDescription: z.string().max(200).default(''),
  path: z.string().max(2000),
});

/** A CG through MOS (spec 2 §3 "mosData"). */
export const mosDataSchema = z.object({
  slug: z.string().max(200).default(''),
  objId: z.string().max(200).default(''),
  mosId: z.string().max(200).default(''),
  mosPluginId: z.string().max(200).default(''),
  mosAbstract: z.string().max(2000).default(''),
  type: z.string().max(40).default(''),
  channel: z.string().max(40).default(''),
  edStart: z.number().int().min(0).nullable().default(null),
  edDur: z.number().int().min(0).nullable().default(null),
  userTimingDur: z.number().int().min(0).nullable().default(null),
  trigger: z.string().max(40).default(''),
  macroIn: z.string().max(200).default(''),
  macroOut: z.string().max(200).default(''),
  paths: z.array(pathSchema).max(20).default([]),
  proxyPaths: z.array(pathSchema).max(20).default([]),
  metadataPaths: z.array(pathSchema).max(20).default([]),
  mosExternalMetadata: z.array(z.record(z.string(), z.unknown())).max(50).default([]),
});

/** A CG of a news report: II data or MOS data (exactly one). */
export const newsReportCgInputSchema = z
  .object({
    uuid: clientId,
    /** The CG device it is meant for (devices arrive with the devices issue). */
    deviceId: idSchema.nullable().default(null),
    ciiData: ciiDataSchema.nullable().default(null),
    mosData: mosDataSchema.nullable().default(null),
  })
  .refine((cg) => (cg.ciiData === null) !== (cg.mosData === null), { message: 'editCgInvalid' });

/** A CG as stored and answered, with its position. */
export const newsReportCgSchema = z.object({
  uuid: z.string(),
  index: z.number().int().min(0),
  deviceId: idSchema.nullable(),
  ciiData: ciiDataSchema.nullable(),
  mosData: mosDataSchema.nullable(),
});
export type NewsReportCg = z.infer<typeof newsReportCgSchema>;

/** The editable fields of a news report (POST body; PUT adds `version`). */
export const newsReportInputSchema = z.object({
  slug: slugSchema,
  date: documentDateSchema,
  state: documentStateSchema.default('PRODUCING'),
  branchId: optionalId,
  /** Required (spec 2 §5). */
  reporterId: idSchema,
  editorId: optionalId,
  programsIds: idList,
  editorialsIds: idList,
  vehiclesIds: idList,
  classificationId: optionalId,
  cameraman: z.string().trim().max(NEWS_REPORT_LIMITS.cameraman).default(''),
  /** Subtitle shown for text vehicle types. */
  lead: longText.default(''),
  text: longText.default(''),
  /** Optional blocks (spec 2 §2): teaser, heading, footnote, info. */
  teaser: longText.default(''),
  headingSuggestion: longText.default(''),
  noteSuggestion: longText.default(''),
  information: longText.default(''),
  tv: z.boolean().default(true),
  radio: z.boolean().default(false),
  sections: z.array(newsReportSectionInputSchema).max(NEWS_REPORT_LIMITS.sections).default([]),
  cgs: z.array(newsReportCgInputSchema).max(NEWS_REPORT_LIMITS.cgs).default([]),
});
export type NewsReportInput = z.output<typeof newsReportInputSchema>;

export const newsReportUpdateSchema = newsReportInputSchema.extend({
  version: z.number().int().min(1),
});
export type NewsReportUpdate = z.output<typeof newsReportUpdateSchema>;

/** What the caller may do with a news report. */
export const newsReportAbilitiesSchema = documentAbilitiesSchema.extend({
  /** Holds the approval role (spec 2 §6): the Approve/Disapprove menu item shows. */
  canApprove: z.boolean(),
});

/** A news report as answered (lists, viewer, editor). */
export const newsReportSchema = z.object({
  ...documentHeadShape,
  branchId: idSchema.nullable(),
  reporterId: idSchema.nullable(),
  editorId: idSchema.nullable(),
  programsIds: z.array(idSchema),
  editorialsIds: z.array(idSchema),
  vehiclesIds: z.array(idSchema),
  classificationId: idSchema.nullable(),
  cameraman: z.string(),
  lead: z.string(),
  text: z.string(),
  teaser: z.string(),
  headingSuggestion: z.string(),
  noteSuggestion: z.string(),
  information: z.string(),
  /** Approved (spec 2 "ok"). */
  ok: z.boolean(),
  tv: z.boolean(),
  radio: z.boolean(),
  sections: z.array(newsReportSectionSchema),
  cgs: z.array(newsReportCgSchema),
  /** Σ section durations. */
  totalMs: z.number().int().min(0),
  /** The associated assignment, if any. */
  assignmentId: idSchema.nullable(),
  ...documentTrailerShape,
  abilities: newsReportAbilitiesSchema,
});
export type NewsReport = z.infer<typeof newsReportSchema>;

/** Single-field patches from the list (rolled back on failure). */
export const NEWS_REPORT_PATCH_FIELDS = [
  'slug',
  'date',
  'state',
  'reporterId',
  'editorId',
  'cameraman',
  'information',
] as const;

/** GET /news_reports/filter query (spec 2 §7: from, to, allPrograms flag, page, size). */
export const newsReportFilterQuerySchema = pageQuerySchema.extend({
  from: documentDateSchema.optional(),
  to: documentDateSchema.optional(),
  /** Every program, not only the caller's accessible ones. */
  allPrograms: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .default(false)
    .transform((v) => v === true || v === 'true'),
  text: z.string().trim().max(200).optional(),
});
export type NewsReportFilterQuery = z.infer<typeof newsReportFilterQuerySchema>;

/** PUT /news_reports/{id}/approve body. */
export const newsReportApproveSchema = z.object({ approve: z.boolean() });
/** PUT /news_reports/{id}/assignment body: associate (or reassociate) an assignment. */
export const newsReportAssociateSchema = z.object({ assignmentId: idSchema });
