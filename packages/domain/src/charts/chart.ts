import { z } from 'zod';
import { localeSchema } from '../branch/branchConfig';
import { isCalendarDate } from '../platform/calendarDate';

/**
 * Managerial charts (spec 1 §1 "managerial charts", issue 23): for a range of newsroom days,
 * optionally one program and one person, what the newsroom produced — documents created and
 * approved by kind, stories aired and dropped, each show's on-air time against its plan and
 * guidelines covered or interrupted. What each figure counts exactly: docs/DECISIONS.md
 * "Managerial charts (issue 23)".
 */

/** Limits of a charts query. */
export const CHART_LIMITS = {
  /** Most days one query covers (a leap year). */
  rangeDays: 366,
} as const;

/** Validation keys (`validation:*`) of a refused charts query. */
export const CHART_KEYS = {
  /** `to` is before `from`. */
  startAfterEnd: 'startAfterEnd',
  /** The range is longer than CHART_LIMITS.rangeDays. */
  rangeTooLong: 'chartRangeTooLong',
} as const;

/** The document kinds counted as created and approved. */
export const CHART_KINDS = ['assignment', 'newsReport', 'story', 'report', 'post'] as const;
export type ChartKind = (typeof CHART_KINDS)[number];

/** Why a story of a rundown did not air. */
export const DROP_REASONS = ['deleted', 'toDrawer', 'notAired'] as const;
export type DropReason = (typeof DROP_REASONS)[number];

const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both included (calendar dates, no time zone). */
export function rangeLengthDays(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
}

const daySchema = z.string().refine(isCalendarDate, 'invalid');
const idSchema = z.coerce.number().int().positive().max(2_147_483_647);

const queryShape = {
  /** First newsroom day counted (yyyy-mm-dd). */
  from: daySchema,
  /** Last newsroom day counted (yyyy-mm-dd), included. */
  to: daySchema,
  /** Only this program's documents and shows. */
  programId: idSchema.optional(),
  /** Only this person's documents (their owner); show figures ignore it. */
  userId: idSchema.optional(),
};

type RangeLike = { from: string; to: string };

/** A range in order and not too long; the issue lands on `to`. */
function checkRange(query: RangeLike, context: z.RefinementCtx): void {
  if (!isCalendarDate(query.from) || !isCalendarDate(query.to)) return;
  if (query.to < query.from) {
    context.addIssue({ code: 'custom', message: CHART_KEYS.startAfterEnd, path: ['to'] });
  } else if (rangeLengthDays(query.from, query.to) > CHART_LIMITS.rangeDays) {
    context.addIssue({ code: 'custom', message: CHART_KEYS.rangeTooLong, path: ['to'] });
  }
}

/** GET /charts query. */
export const chartQuerySchema = z.object(queryShape).superRefine(checkRange);
export type ChartQuery = z.output<typeof chartQuerySchema>;

/** GET /charts/csv query: the figures' query and the language of the column names. */
export const chartCsvQuerySchema = z
  .object({ ...queryShape, locale: localeSchema.default('pt_BR') })
  .superRefine(checkRange);
export type ChartCsvQuery = z.output<typeof chartCsvQuerySchema>;

const count = z.number().int().min(0);

/** The figures of one newsroom day. */
export const chartDaySchema = z.object({
  date: z.string(),
  /** Documents created that day (every kind). */
  created: count,
  /** The same by kind. */
  createdByKind: z.record(z.enum(CHART_KINDS), count),
  /** Of those, approved now. */
  approved: count,
  /** Stories aired in that day's shows. */
  aired: count,
  /** Stories of that day's rundowns that did not air, by reason. */
  dropped: z.object({ deleted: count, toDrawer: count, notAired: count }),
  /** Guidelines of that day covered (COMPLETED) and interrupted (INTERRUPTED). */
  covered: count,
  interrupted: count,
});
export type ChartDay = z.infer<typeof chartDaySchema>;

/** Documents of one kind over the range. */
export const chartKindSchema = z.object({
  kind: z.enum(CHART_KINDS),
  created: count,
  approved: count,
  /** Stories only: aired in the range's shows; 0 for the other kinds. */
  aired: count,
});
export type ChartKindFigures = z.infer<typeof chartKindSchema>;

/** Documents of one person (their owner) over the range. */
export const chartPersonSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  created: count,
  approved: count,
  aired: count,
});
export type ChartPerson = z.infer<typeof chartPersonSchema>;

/** One show (program) over the range: its aired editions against their plan. */
export const chartShowSchema = z.object({
  programId: z.number().int(),
  name: z.string(),
  /** Rundowns of the range with at least one story aired. */
  editions: count,
  /** Σ planned production time of those editions. */
  plannedMs: z.number().int(),
  /** Σ time their aired stories took on air. */
  airedMs: z.number().int(),
  /** airedMs − plannedMs: positive = over (ran long), negative = under. */
  overMs: z.number().int(),
});
export type ChartShow = z.infer<typeof chartShowSchema>;

/** GET /charts answer. */
export const chartsSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Every day of the range, in order, zeros included. */
  days: z.array(chartDaySchema),
  /** Every kind, in CHART_KINDS order. */
  kinds: z.array(chartKindSchema),
  /** People with at least one document, most documents first. */
  people: z.array(chartPersonSchema),
  /** Shows with at least one aired edition, by name. */
  shows: z.array(chartShowSchema),
});
export type Charts = z.infer<typeof chartsSchema>;
