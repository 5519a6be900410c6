import { z } from 'zod';
import { isCalendarDate } from '../platform/calendarDate';
import { ROUND_LIMITS, roundContactSchema, roundSchema } from './round';

/**
 * The day sheet of the rounds: for one newsroom day, each round with that day's call — ticked
 * done or no answer, what was said, and the guideline or proposal it turned into.
 */

/** How a call of the day went: not made yet, made, or nobody answered. */
export const CALL_STATES = ['pending', 'done', 'no_answer'] as const;
export type CallState = (typeof CALL_STATES)[number];
export const callStateSchema = z.enum(CALL_STATES);

const idSchema = z.number().int().positive();
/** A newsroom day, `YYYY-MM-DD`, that exists in the calendar. */
export const roundDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid')
  .refine(isCalendarDate, 'invalid');

/** One round's call on one day. A call never saved is `pending` at version 0. */
export const roundCallSchema = z.object({
  roundId: idSchema,
  date: roundDateSchema,
  state: callStateSchema,
  /** What was said. */
  note: z.string(),
  /** Who ticked it done or no answer, and when; null while pending. */
  calledById: idSchema.nullable(),
  calledByNickname: z.string(),
  calledAt: z.string().nullable(),
  /** The guideline and the proposal made from it. */
  assignmentId: idSchema.nullable(),
  proposalId: idSchema.nullable(),
  /** 0 until first saved. */
  version: z.number().int().min(0),
});
export type RoundCall = z.infer<typeof roundCallSchema>;

/** PUT /rounds/{roundId}/calls/{date}: the state and note over the version loaded (0: first save). */
export const roundCallSaveSchema = z.object({
  state: callStateSchema,
  note: z.string().max(ROUND_LIMITS.callNote).default(''),
  version: z.number().int().min(0),
});
export type RoundCallSave = z.output<typeof roundCallSaveSchema>;

/** The institution a sheet entry calls, as the sheet shows it. */
export const sheetInstitutionSchema = z.object({
  id: idSchema,
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  segmentId: idSchema,
  segmentName: z.string(),
});
export type SheetInstitution = z.infer<typeof sheetInstitutionSchema>;

/** One line of the day sheet. */
export const roundSheetEntrySchema = z.object({
  round: roundSchema,
  institution: sheetInstitutionSchema,
  contacts: z.array(roundContactSchema),
  call: roundCallSchema,
});
export type RoundSheetEntry = z.infer<typeof roundSheetEntrySchema>;

/** GET /rounds/sheet: the day's rounds by time, then institution name. */
export const roundSheetSchema = z.object({
  date: roundDateSchema,
  entries: z.array(roundSheetEntrySchema),
});
export type RoundSheet = z.infer<typeof roundSheetSchema>;

/** GET /rounds/sheet query: the day (absent: today in the newsroom). */
export const roundSheetQuerySchema = z.object({ date: roundDateSchema.optional() });

/** POST /assignments/round/{roundId} and /assignment_proposals/round/{roundId}: the call's day. */
export const fromRoundSchema = z.object({ date: roundDateSchema });
export type FromRound = z.infer<typeof fromRoundSchema>;
