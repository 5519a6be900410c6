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

/**
 * What a clock input keeps of the typed text (spec 1 §5): digits and colons, at most `HH:mm:ss`.
 * Plain digits get their colons inserted as typed (`0130` → `01:30`, `123000` → `12:30:00`).
 */
export function maskClockText(text: string): string {
  const kept = text.replace(/[^\d:]/g, '');
  if (kept.includes(':')) return kept.slice(0, 8);
  const digits = kept.slice(0, 6);
  return (digits.match(/\d{1,2}/g) ?? []).join(':');
}

/** A complete `mm:ss` or `HH:mm:ss` (minutes and seconds below 60 after hours) → ms; else null. */
export function parseClockMs(text: string): number | null {
  const match = /^(?:(\d{1,2}):)?(\d{1,2}):([0-5]\d)$/.exec(text.trim());
  if (!match) return null;
  const [, hours, minutes, seconds] = match;
  if (hours !== undefined && Number(minutes) > 59) return null;
  return ((Number(hours ?? 0) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000;
}

/** How an inline cell shows, masks and reads a duration typed as a clock. */
export const CLOCK_TEXT = {
  format: formatClockMs,
  parse: (text: string) => parseClockMs(text) ?? undefined,
  mask: maskClockText,
} as const;

/** `HH:mm` or `HH:mm:ss` time of day, or empty → null; undefined when invalid. */
export function parseTimeOfDay(text: string): string | null | undefined {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const match = /^([01]?\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/.exec(trimmed);
  if (!match) return undefined;
  return `${pad(Number(match[1]))}:${match[2]}:${match[3] ?? '00'}`;
}
