import { ruleViolation } from '../platform/errors';
import { zonedTimestamp } from '../platform/calendarDate';
import type { Rundown } from './rundown';
import { RUNDOWN_RULES, assertNotDisplayed } from './rundownRules';

/**
 * A rundown stops accepting edits a configured number of minutes after its show ends (settings
 * `locks.lockIntervalMinutes`, spec 1 §9), in the newsroom's time zone; marking it displayed
 * closes it at once.
 */

/** What decides when rundowns close: the newsroom's zone and the minutes after the show's end. */
export interface EditWindow {
  timeZone: string;
  lockMinutes: number;
}

/** The day a show ends: its date, or the next day when it crosses midnight. */
function endDate(rundown: Pick<Rundown, 'date' | 'start' | 'end'>): string {
  if (rundown.end >= rundown.start) return rundown.date;
  const next = new Date(`${rundown.date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** The instant (epoch ms) the show ends, in the newsroom's time zone. */
export function showEndsAt(rundown: Pick<Rundown, 'date' | 'start' | 'end'>, timeZone: string) {
  return Date.parse(zonedTimestamp(timeZone, endDate(rundown), rundown.end));
}

/** The instant (epoch ms) the rundown stops accepting edits. */
export function rundownClosesAt(
  rundown: Pick<Rundown, 'date' | 'start' | 'end'>,
  window: EditWindow,
): number {
  return showEndsAt(rundown, window.timeZone) + window.lockMinutes * 60_000;
}

/** 422 `rundown:displayed` once marked displayed, `rundown:closed` once past its edit window. */
export function assertOpenForEdits(
  rundown: Pick<Rundown, 'displayed' | 'date' | 'start' | 'end'>,
  window: EditWindow,
  now: Date,
): void {
  assertNotDisplayed(rundown);
  if (now.getTime() >= rundownClosesAt(rundown, window)) throw ruleViolation(RUNDOWN_RULES.closed);
}
