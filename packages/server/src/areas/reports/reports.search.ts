import { reports } from '../../platform/db/schema';
import type { SearchSource } from '../../platform/search/registry';
import { reportsRepository } from './reports.repository';
import { REPORT_ENTITY, REPORT_TOPIC } from './reports.shared';

/**
 * Reports in the search index (kind `reports`): title as title, the text as body, dated by the
 * report's day; a private report found whole only by its owner and the people it is shared with.
 */
export const reportsSearch: SearchSource = {
  topic: REPORT_TOPIC,
  entity: REPORT_ENTITY,
  table: reports,
  async load(db, id) {
    const report = await reportsRepository.findRecord(db, id);
    if (!report) return null;
    return {
      title: report.title,
      body: report.text,
      date: report.date,
      programIds: [],
      ownerId: report.ownerId,
      isPrivate: report.isPrivate,
      allowedUserIds: [...report.allowedUserIds],
      excluded: report.excluded,
    };
  },
};
