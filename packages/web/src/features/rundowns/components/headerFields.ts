/**
 * Text rules of the rundown's header fields (spec 1 §5): start and end are `HH:mm:ss` typed with
 * digits and colons only and committed once complete; the planned production is `mm:ss` or
 * `HH:mm:ss`, and empty means "show length minus commercials" (productionMs null).
 */

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** A complete `HH:mm:ss` time of day, or null while incomplete or invalid. */
export function parseCompleteTimeOfDay(text: string): string | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d):([0-5]\d)$/.exec(text.trim());
  return match ? `${match[1]}:${match[2]}:${match[3]}` : null;
}

/**
 * The planned production as typed: empty → null (length minus commercials), `mm:ss` or `HH:mm:ss`
 * → ms, anything else (incomplete, seconds or minutes over 59) → undefined.
 */
export function parseProduction(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const match = /^(?:(\d{1,2}):)?([0-5]\d):([0-5]\d)$/.exec(trimmed);
  if (!match) return undefined;
  const hours = Number(match[1] ?? 0);
  return ((hours * 60 + Number(match[2])) * 60 + Number(match[3])) * 1000;
}

/** The planned production as shown: empty when null, `mm:ss`, or `HH:mm:ss` from one hour on. */
export function formatProduction(ms: number | null): string {
  if (ms === null) return '';
  const totalSeconds = Math.floor(Math.max(0, ms) / 1000);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return hours > 0
    ? `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`
    : `${pad(minutes)}:${pad(seconds)}`;
}

/** Whether a `YYYY-MM-DD` date is before the newsroom's today. */
export function isPastDate(date: string, today: string): boolean {
  return date < today;
}
