/**
 * Durations typed as `mm:ss` (spec 1 §5: the time input accepts digits and colons only, inserts
 * colons itself and reports a value only once complete).
 */

/** Keeps digits and colons, inserting the colon after two digits of minutes: "130" → "13:0". */
export function maskMmss(raw: string): string {
  const digits = raw.replace(/[^\d]/g, '').slice(0, 4);
  if (digits.length <= 2) return raw.includes(':') && digits.length === 2 ? `${digits}:` : digits;
  return `${digits.slice(0, 2)}:${digits.slice(2)}`;
}

/** Milliseconds of a complete `mm:ss` (seconds below 60), or null while incomplete or invalid. */
export function parseMmss(text: string): number | null {
  const match = /^(\d{2}):([0-5]\d)$/.exec(text);
  if (!match) return null;
  return (Number(match[1]) * 60 + Number(match[2])) * 1000;
}

/** `mm:ss` of a duration (whole seconds; minutes beyond 99 keep their digits). */
export function formatMmss(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
