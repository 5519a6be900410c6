import { z } from 'zod';
import { documentAbilitiesSchema, documentDateSchema } from '../assignments/assignment';
import { documentTrailerShape } from '../documents/documentShape';
import { isCalendarDate } from '../platform/calendarDate';
import { pageQuerySchema } from '../platform/paging';

/**
 * Reports (spec 1 §1, spec 3 §7 "Reports"): a "relatório" of the newsroom — the night shift's
 * report, a coverage or an agenda meeting's report — a titled plain text of one day, with its
 * category (report categories admin list) and the events it covers (report events admin list:
 * road accident, fire, flood…), approved by a chief. Not bound to programs.
 */

const idSchema = z.number().int().positive();

/** Limits of report fields. */
export const REPORT_LIMITS = {
  title: 200,
  text: 100_000,
  events: 50,
  /** A category's or event's name. */
  name: 120,
} as const;

/** Message keys of report answers. */
export const REPORT_KEYS = {
  /** 409: a report category of that name exists. */
  duplicateCategory: 'reports:duplicateCategory',
  /** 409: a report event of that name exists. */
  duplicateEvent: 'reports:duplicateEvent',
  /** 422: reports are in the category (`count`). */
  categoryInUse: 'reports:categoryInUse',
  /** 422: reports cover the event (`count`). */
  eventInUse: 'reports:eventInUse',
  /** 422: a private report cannot be approved. */
  privateCannotBeApproved: 'reports:privateCannotBeApproved',
  /** 403: only its owner shares a report. */
  onlyOwnerShares: 'reports:onlyOwnerShares',
} as const;

/** The editable fields of a report (POST body; PUT adds `version`). */
export const reportInputSchema = z.object({
  title: z.string().trim().min(1).max(REPORT_LIMITS.title),
  /** The day the report is of (yyyy-mm-dd). */
  date: documentDateSchema.refine(isCalendarDate, 'invalid'),
  /** A report category; none while the list is empty or the report fits none. */
  categoryId: idSchema.nullable().default(null),
  /** The report events it covers. */
  eventIds: z.array(idSchema).max(REPORT_LIMITS.events).default([]),
  /** Plain text (line breaks kept). */
  text: z.string().max(REPORT_LIMITS.text).default(''),
});
export type ReportInput = z.output<typeof reportInputSchema>;

export const reportUpdateSchema = reportInputSchema.extend({ version: z.number().int().min(1) });
export type ReportUpdate = z.output<typeof reportUpdateSchema>;

export const reportAbilitiesSchema = documentAbilitiesSchema.extend({
  /** Holds ROLE_REPORT_ADMIN and sees the report: Approve/Disapprove shows. */
  canApprove: z.boolean(),
});

/** A report as answered (list, viewer, editor). */
export const reportSchema = z.object({
  id: idSchema,
  title: z.string(),
  date: z.string(),
  categoryId: idSchema.nullable(),
  eventIds: z.array(idSchema),
  text: z.string(),
  /** Approved by a chief (ROLE_REPORT_ADMIN); never in the input. */
  ok: z.boolean(),
  createdAt: z.string(),
  ...documentTrailerShape,
  abilities: reportAbilitiesSchema,
});
export type Report = z.infer<typeof reportSchema>;

const daySchema = documentDateSchema.refine(isCalendarDate, 'invalid');

/** GET /reports/filter: by the report's day (newest first), words, category and event. */
export const reportFilterQuerySchema = pageQuerySchema.extend({
  from: daySchema.optional(),
  to: daySchema.optional(),
  /** Words of the title or text. */
  text: z.string().trim().max(200).default(''),
  categoryId: z.coerce.number().int().positive().optional(),
  eventId: z.coerce.number().int().positive().optional(),
});
export type ReportFilterQuery = z.infer<typeof reportFilterQuerySchema>;

/** PUT /reports/{id}/approve body. */
export const reportApproveSchema = z.object({ approve: z.boolean() });
export type ReportApprove = z.infer<typeof reportApproveSchema>;
