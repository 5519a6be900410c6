import { DomainError, type NewsReport } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import { assignmentsRepository } from '../assignments/assignments.repository';
import { newsReportsPolicy } from './newsReports.policy';
import type { NewsReportValues } from './newsReports.repository';
import { newsReportsRepository } from './newsReports.repository';
import { assertNotExcluded, changeNewsReport, loadVisible } from './newsReports.shared';
import { allow } from '../../platform/http/refusals';

/**
 * PUT /news_reports/{id}/private and /allowed_users: the owner shares a reportage (403
 * `news_report:onlyOwnerShares`). Making an approved reportage private withdraws its approval
 * (a private reportage cannot be approved). No revision: sharing is not content.
 */
export async function shareNewsReport(
  platform: Platform,
  actor: Actor,
  id: number,
  change: { isPrivate: boolean } | { allowedUserIds: number[] },
): Promise<NewsReport> {
  allow(newsReportsPolicy.canWrite(actor));
  return platform.database.db.transaction(async (tx) => {
    await newsReportsRepository.lockRow(tx, id);
    const record = await loadVisible(tx, actor, id);
    assertNotExcluded(record);
    if (!newsReportsPolicy.isOwner(actor, record))
      throw new DomainError('forbidden', 'newsReport:onlyOwnerShares');
    let values: NewsReportValues;
    if ('allowedUserIds' in change) {
      if ((await assignmentsRepository.missing(tx, 'user', change.allowedUserIds)).length > 0) {
        throw new DomainError('validation_failed', 'validation:failed', {
          part: 'body',
          fields: [{ field: 'userIds', key: 'invalid' }],
        });
      }
      values = { allowedUserIds: [...new Set(change.allowedUserIds)] };
    } else {
      values = { isPrivate: change.isPrivate, ...(change.isPrivate ? { ok: false } : {}) };
    }
    return changeNewsReport(tx, actor, id, values, platform.clock(), { revision: false });
  });
}
