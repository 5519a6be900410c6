import { z } from 'zod';
import type { Locale } from '../branch/branchConfig';
import { addDaysToDate } from '../platform/calendarDate';
import { scheduleDateSchema, TEAM_MEMBER_SOURCES } from './team';
import { scheduleOn, type ScheduleChange } from './teamSchedule';

/**
 * The team grid (spec 1 §1 "team schedule", spec 1 §7 export "team grid"): teams as rows and
 * days as columns, each cell who is on the team that day and where that comes from. The week
 * starts on the locale's first day (Sunday in Brazil and the United States, Monday in Spain).
 */

/** Most days one grid (or its PDF) may span. */
export const TEAM_GRID_MAX_DAYS = 31;

/** First day of the week per language: 0 Sunday, 1 Monday. */
export const WEEK_FIRST_DAY: Record<Locale, 0 | 1> = { pt_BR: 0, en_US: 0, es_ES: 1 };

/** Day of the week of a calendar date (0 Sunday … 6 Saturday). */
export function weekDayOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** The first day of the week holding `date`, the week starting on `firstDay`. */
export function weekStartOf(date: string, firstDay: 0 | 1): string {
  return addDaysToDate(date, -((weekDayOf(date) - firstDay + 7) % 7));
}

/** Days from `from` to `to` (negative when `to` is earlier), any year 0001–9999 included. */
export function daysBetween(from: string, to: string): number {
  const dayNumber = (date: string) => {
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    const at = new Date(0);
    // setUTCFullYear, unlike Date.UTC, does not read years 0–99 as 1900–1999.
    at.setUTCFullYear(year, month - 1, day);
    return Math.round(at.getTime() / 86_400_000);
  };
  return dayNumber(to) - dayNumber(from);
}

/** The dates from `from` to `to`, both included (empty when `to` is before `from`). */
export function datesBetween(from: string, to: string): string[] {
  return Array.from({ length: Math.max(daysBetween(from, to) + 1, 0) }, (_, index) =>
    addDaysToDate(from, index),
  );
}

/** GET /teams/schedule and /teams/schedule/pdf range: at most TEAM_GRID_MAX_DAYS days. */
export const teamGridQuerySchema = z
  .object({ from: scheduleDateSchema, to: scheduleDateSchema })
  // Checked by arithmetic, so a range of centuries costs nothing to refuse.
  .refine(({ from, to }) => {
    const days = daysBetween(from, to);
    return days >= 0 && days < TEAM_GRID_MAX_DAYS;
  }, 'invalid');
export type TeamGridQuery = z.infer<typeof teamGridQuerySchema>;

/** One cell: who is on a team on one day, and why. */
export const teamGridCellSchema = z.object({
  date: z.string(),
  memberIds: z.array(z.number().int()),
  membersNicknames: z.array(z.string()),
  /** Regular members, a forward change or a one-day change. */
  source: z.enum(TEAM_MEMBER_SOURCES),
  /** The change that applies, when one does. */
  changeId: z.number().int().nullable(),
});
export type TeamGridCell = z.infer<typeof teamGridCellSchema>;

/** One row: a team and its cells, one per day of the range in order. */
export const teamGridRowSchema = z.object({
  teamId: z.number().int(),
  name: z.string(),
  cells: z.array(teamGridCellSchema),
});
export type TeamGridRow = z.infer<typeof teamGridRowSchema>;

/** The grid of every team over a range of days. */
export const teamGridSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The days of the range, in order (the columns). */
  dates: z.array(z.string()),
  rows: z.array(teamGridRowSchema),
});
export type TeamGrid = z.infer<typeof teamGridSchema>;

/** A team as the grid needs it: its regular members and its schedule changes. */
export interface GridTeam {
  id: number;
  name: string;
  memberIds: readonly number[];
  changes: readonly ScheduleChange[];
}

/**
 * The grid of `teams` over `dates` by the schedule rule (teamSchedule.ts); members are named by
 * `nicknames`, and ids with no nickname (users gone for good) are left out.
 */
export function teamGrid(
  teams: readonly GridTeam[],
  dates: readonly string[],
  nicknames: ReadonlyMap<number, string>,
): TeamGrid {
  const rows = teams.map((team) => ({
    teamId: team.id,
    name: team.name,
    cells: dates.map((date) => {
      const result = scheduleOn(team, team.changes, date);
      const memberIds = result.memberIds.filter((id) => nicknames.has(id));
      return {
        date,
        memberIds,
        membersNicknames: memberIds.map((id) => nicknames.get(id)!),
        source: result.source,
        changeId: result.change?.id ?? null,
      };
    }),
  }));
  return { from: dates[0] ?? '', to: dates[dates.length - 1] ?? '', dates: [...dates], rows };
}
