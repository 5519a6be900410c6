/**
 * The time input of spec 1 §5: digits and colons only, colons inserted as the user types,
 * `HH:mm` or `HH:mm:ss`. Validation (a complete, real time) is the form rule's job.
 */
export function formatTimeTyping(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 6);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 6)]
    .filter((part) => part !== '')
    .join(':');
}

/** A stored `HH:mm:ss` as the form shows it: without seconds when they are zero. */
export function displayTimeOfDay(value: string): string {
  return value.length === 8 && value.endsWith(':00') ? value.slice(0, 5) : value;
}

/** The schedule of a show for display: `06:00–08:00`. */
export function formatSchedule(start: string, end: string): string {
  return `${displayTimeOfDay(start)}–${displayTimeOfDay(end)}`;
}
