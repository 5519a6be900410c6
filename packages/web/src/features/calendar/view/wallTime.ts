/**
 * Newsroom wall-clock times (`YYYY-MM-DDTHH:mm`) and plain dates (`YYYY-MM-DD`) as the calendar
 * views hold them. FullCalendar runs in its UTC zone, so a wall-clock 19:00 is the Date 19:00Z and
 * shows as 19:00 whatever the browser's zone: the views never shift a newsroom time.
 */

const DAY_MS = 86_400_000;

/** The Date FullCalendar holds for a wall-clock time or date. */
export function wallToDate(wall: string): Date {
  return new Date(wall.length === 10 ? `${wall}T00:00:00Z` : `${wall}:00Z`);
}

/** The wall-clock time (`YYYY-MM-DDTHH:mm`) of a FullCalendar Date. */
export function dateToWall(at: Date): string {
  return at.toISOString().slice(0, 16);
}

/** The plain date (`YYYY-MM-DD`) of a FullCalendar Date. */
export function dateToDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** A wall-clock time or date moved by `deltaMs`, in the same shape. */
export function shiftWall(wall: string, deltaMs: number): string {
  const moved = new Date(wallToDate(wall).getTime() + deltaMs);
  return wall.length === 10 ? dateToDay(moved) : dateToWall(moved);
}

/** The day after a plain date: FullCalendar ends all-day events on the day after (exclusive). */
export function nextDay(day: string): string {
  return shiftWall(day, DAY_MS);
}

/** The day before a plain date: the inclusive end of an exclusive FullCalendar end. */
export function previousDay(day: string): string {
  return shiftWall(day, -DAY_MS);
}

/** Milliseconds from one wall-clock time or date to another. */
export function wallDistanceMs(from: string, to: string): number {
  return wallToDate(to).getTime() - wallToDate(from).getTime();
}

/** The wall-clock time now in the newsroom's zone (the browser's when the zone is unknown). */
export function newsroomWallNow(timeZone: string | undefined, at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}
