import { newsroomToday } from '@newsroom/domain';
import { useBranchConfig } from '../../branch';

/**
 * The newsroom's today (`YYYY-MM-DD`), in the time zone of GET /api/branch/config — not the
 * browser's. Used for the rundown screen's default date and its past-date hints; the server's own
 * "today" stays the authority when a date is refused.
 */
export function useNewsroomToday(now: Date = new Date()): string {
  const config = useBranchConfig();
  return newsroomToday(config.data?.timeZone, now);
}
