import { z } from 'zod';
import { pageQuerySchema } from '../platform/paging';
import { documentTrailerShape } from '../documents/documentShape';
import { NUMBER_LABELS } from '../contacts/contactNumber';

/**
 * Assignments, "pautas" (spec 2 §3 "Guideline"; spec 1 §4 "Document state"): a brief for a
 * coverage with its guides (appointments with interviewees and their contacts) and its production
 * tasks. The API calls them assignments (spec 3 §7); screens say guidelines.
 */

const idSchema = z.number().int().positive();
const optionalId = idSchema.nullable().default(null);
const idList = z.array(idSchema).max(500).default([]);
/** `YYYY-MM-DD`. */
export const documentDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid');
/** `HH:mm` or `HH:mm:ss`. */
export const documentTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'invalid');

/** Document states of assignments and news reports (spec 1 §4). */
export const DOCUMENT_STATES = [
  'PRODUCING',
  'COVERING',
  'COMPLETED',
  'INTERRUPTED',
  'EDITING',
] as const;
export const documentStateSchema = z.enum(DOCUMENT_STATES);
export type DocumentState = z.infer<typeof documentStateSchema>;
/** COMPLETED and INTERRUPTED count as finished. */
export const FINISHED_STATES: readonly DocumentState[] = ['COMPLETED', 'INTERRUPTED'];
/** Whether a state is finished. */
export function isFinishedState(state: DocumentState): boolean {
  return FINISHED_STATES.includes(state);
}

/** Limits of assignment fields (spec 2 §9: slug 100, cameraman 60). */
export const ASSIGNMENT_LIMITS = {
  slug: 100,
  cameraman: 60,
  text: 100_000,
  short: 200,
  guides: 100,
  tasks: 200,
  contacts: 50,
} as const;

/** The slug: required, not only spaces, at most 100, saved in upper case (spec 2 §5). */
export const slugSchema = z
  .string()
  .trim()
  .min(1)
  .max(ASSIGNMENT_LIMITS.slug)
  .transform((s) => s.toUpperCase());

const shortText = z.string().max(ASSIGNMENT_LIMITS.short);
const longText = z.string().max(ASSIGNMENT_LIMITS.text);
const clientId = z.string().min(1).max(64);

/** A number of a guide's contact, as typed. */
export const guideContactNumberSchema = z.object({
  value: z.string().trim().min(1).max(40),
  label: z.enum(NUMBER_LABELS).default('cell_phone'),
});

/** A contact of a guide (an interviewee's phone numbers and e-mails). */
export const guideContactSchema = z.object({
  /** Client-made id (uuid) so edits and diffs follow the contact. */
  id: clientId,
  /** The address-book contact it was picked from (its usage count counts this guideline). */
  contactId: idSchema.nullable().optional(),
  name: z.string().trim().min(1).max(ASSIGNMENT_LIMITS.short),
  profession: shortText.default(''),
  numbers: z.array(guideContactNumberSchema).max(20).default([]),
  emails: z.array(z.email()).max(20).default([]),
  address: shortText.default(''),
  info: longText.default(''),
});
export type GuideContact = z.infer<typeof guideContactSchema>;

/** A guide: an appointment of the coverage (spec 2 "Guides" tab). */
export const guideSchema = z.object({
  id: clientId,
  scheduleDate: documentDateSchema.nullable().default(null),
  scheduleTime: documentTimeSchema.nullable().default(null),
  interviewee: shortText.default(''),
  address: shortText.default(''),
  /** The address's point when it was picked from the geocoder (or placed on a map). */
  latitude: z.number().min(-90).max(90).nullable().default(null),
  longitude: z.number().min(-180).max(180).nullable().default(null),
  observation: longText.default(''),
  contacts: z.array(guideContactSchema).max(ASSIGNMENT_LIMITS.contacts).default([]),
});
export type Guide = z.infer<typeof guideSchema>;

/** A production task (spec 2 "Tasks" tab; also the production's tasks). */
export const productionTaskSchema = z.object({
  id: clientId,
  date: documentDateSchema.nullable().default(null),
  time: documentTimeSchema.nullable().default(null),
  label: z.string().trim().min(1).max(ASSIGNMENT_LIMITS.short),
  done: z.boolean().default(false),
  information: longText.default(''),
});
export type ProductionTask = z.infer<typeof productionTaskSchema>;

/** The editable fields of an assignment (POST body; PUT adds `version`). */
export const assignmentInputSchema = z.object({
  slug: slugSchema,
  date: documentDateSchema,
  state: documentStateSchema.default('PRODUCING'),
  typeId: optionalId,
  teamId: optionalId,
  branchId: optionalId,
  classificationId: optionalId,
  cameraman: z.string().trim().max(ASSIGNMENT_LIMITS.cameraman).default(''),
  editorsIds: idList,
  producersIds: idList,
  reportersIds: idList,
  /** Empty = the assignment is in the drawer (viewer shows 'drawer'). */
  programsIds: idList,
  editorialsIds: idList,
  vehiclesIds: idList,
  proposal: longText.default(''),
  referral: longText.default(''),
  information: longText.default(''),
  guides: z.array(guideSchema).max(ASSIGNMENT_LIMITS.guides).default([]),
  tasks: z.array(productionTaskSchema).max(ASSIGNMENT_LIMITS.tasks).default([]),
});
export type AssignmentInput = z.output<typeof assignmentInputSchema>;

/** PUT /assignments/{id} body. */
export const assignmentUpdateSchema = assignmentInputSchema.extend({
  version: z.number().int().min(1),
});
export type AssignmentUpdate = z.output<typeof assignmentUpdateSchema>;

/** What the caller may do with an assignment. */
export const documentAbilitiesSchema = z.object({
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  canShare: z.boolean(),
});

/**
 * The fields every versioned document answer (assignment, news report) starts with; the
 * trailer it ends with is documentTrailerShape.
 */
export const documentHeadShape = {
  id: idSchema,
  uuid: z.string(),
  slug: z.string(),
  date: documentDateSchema,
  state: documentStateSchema,
};

/** An assignment as answered (lists, viewer, editor). */
export const assignmentSchema = z.object({
  ...documentHeadShape,
  typeId: idSchema.nullable(),
  teamId: idSchema.nullable(),
  branchId: idSchema.nullable(),
  classificationId: idSchema.nullable(),
  cameraman: z.string(),
  editorsIds: z.array(idSchema),
  producersIds: z.array(idSchema),
  reportersIds: z.array(idSchema),
  programsIds: z.array(idSchema),
  editorialsIds: z.array(idSchema),
  vehiclesIds: z.array(idSchema),
  proposal: z.string(),
  referral: z.string(),
  information: z.string(),
  guides: z.array(guideSchema),
  tasks: z.array(productionTaskSchema),
  proposalId: idSchema.nullable(),
  /** The production made from it, if any. */
  productionId: idSchema.nullable(),
  ...documentTrailerShape,
  abilities: documentAbilitiesSchema,
});
export type Assignment = z.infer<typeof assignmentSchema>;

/**
 * Single-field patch of an assignment from a list (state, date, slug, teamId...): rolls back on
 * failure.
 */
export const ASSIGNMENT_PATCH_FIELDS = [
  'slug',
  'date',
  'state',
  'teamId',
  'classificationId',
  'typeId',
  'cameraman',
  'information',
] as const;

/** GET /assignments/filter query. */
export const assignmentFilterQuerySchema = pageQuerySchema.extend({
  from: documentDateSchema.optional(),
  to: documentDateSchema.optional(),
  text: z.string().trim().max(200).optional(),
  state: documentStateSchema.optional(),
  programId: z.coerce.number().int().positive().optional(),
});
export type AssignmentFilterQuery = z.infer<typeof assignmentFilterQuerySchema>;

/** An assignment proposal (suggestion of an assignment). */
export const proposalInputSchema = z.object({
  slug: slugSchema,
  date: documentDateSchema.nullable().default(null),
  proposal: longText.default(''),
  information: longText.default(''),
  programsIds: idList,
});
export type ProposalInput = z.output<typeof proposalInputSchema>;

/** PUT /assignment_proposals/{id} body. */
export const proposalUpdateSchema = proposalInputSchema.extend({
  version: z.number().int().min(1),
});
export type ProposalUpdate = z.output<typeof proposalUpdateSchema>;

export const proposalSchema = z.object({
  id: idSchema,
  slug: z.string(),
  date: documentDateSchema.nullable(),
  proposal: z.string(),
  information: z.string(),
  programsIds: z.array(idSchema),
  authorId: idSchema.nullable(),
  authorNickname: z.string(),
  assignmentId: idSchema.nullable(),
  excluded: z.boolean(),
  version: z.number().int(),
  createdAt: z.string(),
});
export type Proposal = z.infer<typeof proposalSchema>;

/**
 * POST /assignments/proposal/{id}: the assignment's date (defaults to the proposal's, else today).
 */
export const assignmentFromProposalSchema = z.object({ date: documentDateSchema.optional() });

/**
 * An assignment as plain text for the clipboard (spec 2 §5: interview quotes wrapped in double
 * quotes). `names` resolves ids to display names.
 */
export function quoteInterview(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return '';
  return /^".*"$/s.test(trimmed) ? trimmed : `"${trimmed}"`;
}
