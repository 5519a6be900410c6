import type { TeamChangeKind, TeamMemberSource } from './team';

/**
 * Who is on a team on a given date. Precedence, strongest first:
 * 1. a `day` change dated exactly that date;
 * 2. the latest `forward` change dated on or before that date;
 * 3. the regular members.
 * Dates are calendar dates `YYYY-MM-DD` in the newsroom's time zone, compared as strings
 * (which orders them correctly); no clock or time zone is read here.
 */

/** The parts of a change the rule needs. */
export interface ScheduleChange {
  id: number;
  date: string;
  kind: TeamChangeKind;
  memberIds: readonly number[];
}

/** Which members apply on a date, and why. */
export interface ScheduleResult {
  memberIds: number[];
  source: TeamMemberSource;
  /** The applying change, or null for the regular members. */
  change: ScheduleChange | null;
}

/** The change that sets a team's members on `date`, or null when the regular members apply. */
export function applyingChange(
  changes: readonly ScheduleChange[],
  date: string,
): ScheduleChange | null {
  const day = changes.find((change) => change.kind === 'day' && change.date === date);
  if (day) return day;
  let forward: ScheduleChange | null = null;
  for (const change of changes) {
    if (
      change.kind === 'forward' &&
      change.date <= date &&
      (forward === null || change.date > forward.date)
    )
      forward = change;
  }
  return forward;
}

/** A team's members on `date`, with where they come from. */
export function scheduleOn(
  team: { memberIds: readonly number[] },
  changes: readonly ScheduleChange[],
  date: string,
): ScheduleResult {
  const change = applyingChange(changes, date);
  if (!change) return { memberIds: [...team.memberIds], source: 'regular', change: null };
  return { memberIds: [...change.memberIds], source: change.kind, change };
}

/** A team's member ids on `date` (see the precedence above). */
export function effectiveMembers(
  team: { memberIds: readonly number[] },
  changes: readonly ScheduleChange[],
  date: string,
): number[] {
  return scheduleOn(team, changes, date).memberIds;
}
