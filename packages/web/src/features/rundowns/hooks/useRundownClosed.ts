import { rundownClosesAt, type Rundown } from '@newsroom/domain';
import { useBranchConfig } from '../../branch';

/**
 * Whether a rundown has closed for edits at `now`: its show's end plus the lock interval of
 * GET /api/branch/config, in the newsroom's time zone. The server refuses edits then
 * (`rundown:closed`) whatever a screen shows.
 */
export function useRundownClosed(rundown: Pick<Rundown, 'date' | 'start' | 'end'>, now: Date) {
  const config = useBranchConfig().data;
  if (!config) return false;
  const window = { timeZone: config.timeZone, lockMinutes: config.rundownLockMinutes };
  return now.getTime() >= rundownClosesAt(rundown, window);
}
