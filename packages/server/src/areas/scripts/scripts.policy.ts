import type { Viewer } from '@newsroom/domain';
import { newsReportsPolicy } from '../newsReports/newsReports.policy';
import { storyPolicy } from '../stories/story.policy';

/**
 * Who reads the script book: story readers (ROLE_STORY_READ), of the programs open to them (the
 * rundowns' program rule, 404 otherwise). Private stories are masked as the rundown masks them;
 * a reportage's script joins only for who may read that reportage whole (its own rules).
 */
export const scriptsPolicy = {
  canRead: (who: Pick<Viewer, 'roles'>): boolean => storyPolicy.canRead(who),
  canReadReportages: (who: Pick<Viewer, 'roles'>): boolean => newsReportsPolicy.canRead(who),
};
