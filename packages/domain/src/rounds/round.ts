import { z } from 'zod';

/**
 * Rounds, "ronda" (spec 3 §3 "Institution, segment, round (time, list sorted ascending by
 * time)"): the calls the newsroom makes every day to police, fire brigade, hospitals, civil
 * defence. A segment groups institutions (Polícia, Bombeiros, Saúde); an institution is who is
 * called, with its phone and the address-book contacts to ask for; a round is one call of the
 * daily list, at a time of day.
 */

/** Lengths of the fields of segments, institutions and rounds. */
export const ROUND_LIMITS = {
  name: 120,
  phone: 60,
  address: 200,
  notes: 2000,
  /** Address-book contacts one institution names. */
  contacts: 20,
  /** What was said on one call. */
  callNote: 10_000,
} as const;

/** The message keys of the rounds' refusals (namespace `rounds:`). */
export const ROUND_KEYS = {
  /** 409: a segment of that name exists (accents and case ignored). */
  duplicateSegment: 'rounds:duplicateSegment',
  /** 409: an institution of that name exists (accents and case ignored). */
  duplicateInstitution: 'rounds:duplicateInstitution',
  /** 409: the institution is already called at that time. */
  duplicateRound: 'rounds:duplicateRound',
  /** 422: institutions are in the segment (`count`). */
  segmentInUse: 'rounds:segmentInUse',
  /** 422: rounds call the institution (`count`). */
  institutionInUse: 'rounds:institutionInUse',
  /** 422: the round has calls on record (`count`); switch it off instead. */
  roundInUse: 'rounds:roundInUse',
  /** 422: a guideline was already made from the call (`assignmentId`). */
  guidelineExists: 'rounds:guidelineExists',
  /** 422: a proposal was already made from the call (`proposalId`). */
  proposalExists: 'rounds:proposalExists',
} as const;

const idSchema = z.number().int().positive();
const versionSchema = z.number().int().min(1);
const name = z.string().trim().min(1).max(ROUND_LIMITS.name);
/** A time of day, `HH:mm` (00:00–23:59). */
export const roundTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'invalid');

/** A segment of institutions: Polícia, Bombeiros, Saúde, Trânsito, Defesa Civil. */
export const segmentSchema = z.object({
  id: idSchema,
  name: z.string(),
  version: z.number().int(),
});
export type Segment = z.infer<typeof segmentSchema>;
/** POST /segments body; PUT adds `version`. */
export const segmentInputSchema = z.object({ name });
export type SegmentInput = z.infer<typeof segmentInputSchema>;
export const segmentUpdateSchema = segmentInputSchema.extend({ version: versionSchema });
export type SegmentUpdate = z.infer<typeof segmentUpdateSchema>;

/** An address-book contact of an institution, as the round sheet shows it. */
export const roundContactSchema = z.object({
  id: idSchema,
  name: z.string(),
  /** Its numbers as the newsroom reads them. */
  numbers: z.array(z.string()),
});
export type RoundContact = z.infer<typeof roundContactSchema>;

/** Who the newsroom calls: a battalion, a fire station, a hospital, the traffic authority. */
export const institutionSchema = z.object({
  id: idSchema,
  name: z.string(),
  segmentId: idSchema,
  /** The number called, as typed ("(11) 3311-3300 ramal 2"). */
  phone: z.string(),
  /** Address-book contacts to ask for (ids kept even when a contact is no longer shown). */
  contactIds: z.array(idSchema),
  /** Those of them still in the address book and not private. */
  contacts: z.array(roundContactSchema),
  address: z.string(),
  notes: z.string(),
  version: z.number().int(),
});
export type Institution = z.infer<typeof institutionSchema>;
/** POST /institutions body; PUT adds `version`. */
export const institutionInputSchema = z.object({
  name,
  segmentId: idSchema,
  phone: z.string().trim().max(ROUND_LIMITS.phone).default(''),
  contactIds: z.array(idSchema).max(ROUND_LIMITS.contacts).default([]),
  address: z.string().trim().max(ROUND_LIMITS.address).default(''),
  notes: z.string().max(ROUND_LIMITS.notes).default(''),
});
export type InstitutionInput = z.output<typeof institutionInputSchema>;
export const institutionUpdateSchema = institutionInputSchema.extend({ version: versionSchema });
export type InstitutionUpdate = z.output<typeof institutionUpdateSchema>;

/** One call of the daily list: which institution, at what time, what to ask. */
export const roundSchema = z.object({
  id: idSchema,
  time: roundTimeSchema,
  institutionId: idSchema,
  /** What to ask ("the night's incidents"). */
  notes: z.string(),
  /** Switched-off rounds stay on record but leave the day sheet. */
  enabled: z.boolean(),
  version: z.number().int(),
});
export type Round = z.infer<typeof roundSchema>;
/** POST /rounds body; PUT adds `version`. */
export const roundInputSchema = z.object({
  time: roundTimeSchema,
  institutionId: idSchema,
  notes: z.string().max(ROUND_LIMITS.notes).default(''),
  enabled: z.boolean().default(true),
});
export type RoundInput = z.output<typeof roundInputSchema>;
export const roundUpdateSchema = roundInputSchema.extend({ version: versionSchema });
export type RoundUpdate = z.output<typeof roundUpdateSchema>;
