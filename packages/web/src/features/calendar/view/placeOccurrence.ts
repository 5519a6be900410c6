import type { CalendarEvent, EditScope, Occurrence } from '@newsroom/domain';
import { shiftWall, wallDistanceMs } from './wallTime';

/** Where an edited occurrence now starts and ends (end inclusive for all-day events). */
export interface NewPlace {
  start: string;
  end: string;
}

/**
 * The start and end a PUT sends when one occurrence was moved or resized. Changing only it, or it
 * and the following, sends the occurrence's new place (the server splits the series there);
 * changing all moves the series' own start and end by as much as the occurrence moved, so a
 * 19:00 meeting dragged to 20:00 on any week becomes 20:00 every week.
 */
export function placeOf(
  series: Pick<CalendarEvent, 'startDate' | 'endDate'>,
  occurrence: Pick<Occurrence, 'start'>,
  place: NewPlace,
  scope: EditScope,
): { startDate: string; endDate: string } {
  // An occurrence turned from timed to all-day (or back) has no distance to move the series by.
  const isSameShape = occurrence.start.length === place.start.length;
  if (scope !== 'all' || !isSameShape) return { startDate: place.start, endDate: place.end };
  const startDate = shiftWall(series.startDate, wallDistanceMs(occurrence.start, place.start));
  const endDate = shiftWall(startDate, wallDistanceMs(place.start, place.end));
  return { startDate, endDate };
}
