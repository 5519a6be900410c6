import { ASSIGNMENT_LIMITS } from '../assignments/assignment';
import type { Round } from './round';
import type { CallState, RoundCall } from './roundCall';

/**
 * Pure rules of the rounds: when two names are the same name, the order of the day's list, which
 * rounds the sheet shows, who is recorded as having made a call, and what a guideline or
 * proposal made from a call carries.
 */

/**
 * A segment's or institution's name as compared for duplicates: accents, case and runs of
 * spaces ignored, so "Polícia Civil" and "policia  civil" are one name.
 */
export function roundNameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Sorts the day's list: by time, then institution name (accents and case ignored), then id. */
export function compareRounds(
  a: { time: string; institutionName: string; id: number },
  b: { time: string; institutionName: string; id: number },
): number {
  if (a.time !== b.time) return a.time < b.time ? -1 : 1;
  const byName = roundNameKey(a.institutionName).localeCompare(roundNameKey(b.institutionName));
  return byName !== 0 ? byName : a.id - b.id;
}

/**
 * Whether a round is on a day's sheet: every enabled round, and a switched-off one that was
 * already called that day, so a call on record never disappears from its day.
 */
export function isOnSheet(
  round: Pick<Round, 'enabled'>,
  call: Pick<RoundCall, 'version'>,
): boolean {
  return round.enabled || call.version > 0;
}

/** The call of a round on a day before anyone saved it. */
export function unsavedCall(roundId: number, date: string): RoundCall {
  return {
    roundId,
    date,
    state: 'pending',
    note: '',
    calledById: null,
    calledByNickname: '',
    calledAt: null,
    assignmentId: null,
    proposalId: null,
    version: 0,
  };
}

/**
 * Who made a call and when, after a save: ticking it done or no answer records the saver and the
 * moment; a note edited later keeps who called; back to pending clears both.
 */
export function callStamp(
  before: { state: CallState; calledById: number | null; calledAt: Date | null },
  state: CallState,
  userId: number,
  now: Date,
): { calledById: number | null; calledAt: Date | null } {
  if (state === 'pending') return { calledById: null, calledAt: null };
  if (state === before.state && before.calledAt !== null)
    return { calledById: before.calledById, calledAt: before.calledAt };
  return { calledById: userId, calledAt: now };
}

/** The slug of a guideline or proposal made from a call: the institution's name, upper case. */
export function slugFromRound(institutionName: string): string {
  return institutionName.trim().toUpperCase().slice(0, ASSIGNMENT_LIMITS.slug);
}

/** Where a guideline or proposal made from a call came from: time, institution, phone. */
export function informationFromRound(
  round: Pick<Round, 'time'>,
  institution: { name: string; phone: string },
): string {
  return [round.time, institution.name, institution.phone].filter(Boolean).join(' · ');
}

/** How many calls of a sheet are in each state. */
export function callCounts(calls: readonly Pick<RoundCall, 'state'>[]): Record<CallState, number> {
  const counts: Record<CallState, number> = { pending: 0, done: 0, no_answer: 0 };
  for (const call of calls) counts[call.state] += 1;
  return counts;
}
