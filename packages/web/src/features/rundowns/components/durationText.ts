/**
 * Durations as typed and shown in the grid: `mm:ss`, or `H:mm:ss` from one hour on. The time
 * input of spec 1 §5 accepts digits and colons only.
 */

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** ms → `mm:ss` (or `H:mm:ss`), rounded down to the second. */
export function formatClockMs(ms: number): string {
  const totalSeconds = Math.floor(Math.abs(ms) / 1000);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const sign = ms < 0 ? '-' : '';
  return hours > 0
    ? `${sign}${hours}:${pad(minutes)}:${pad(seconds)}`
    : `${sign}${pad(minutes)}:${pad(seconds)}`;
}

/** `ss`, `mm:ss` or `HH:mm:ss` → ms; null when not a duration. */
export function parseClockMs(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}(:\d{1,2}){0,2}$/.test(trimmed)) return null;
  const parts = trimmed.split(':').map(Number);
  if (parts.slice(1).some((part) => part > 59)) return null;
  const seconds = parts.reduce((total, part) => total * 60 + part, 0);
  return seconds * 1000;
}

/** How an inline cell shows and reads a duration typed as a clock. */
export const CLOCK_TEXT = { format: formatClockMs, parse: parseClockMs } as const;

/** `HH:mm` or `HH:mm:ss` time of day, or empty → null; undefined when invalid. */
export function parseTimeOfDay(text: string): string | null | undefined {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const match = /^([01]?\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/.exec(trimmed);
  if (!match) return undefined;
  return `${pad(Number(match[1]))}:${match[2]}:${match[3] ?? '00'}`;
}
