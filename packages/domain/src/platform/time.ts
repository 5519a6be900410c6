/** Milliseconds in one day. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** Adds whole days to an instant. */
export function addDays(at: Date, days: number): Date {
  return new Date(at.getTime() + days * DAY_MS);
}
