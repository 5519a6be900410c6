import { collectTexts, joinTexts } from '@newsroom/domain';
import { newsReports } from '../../platform/db/schema';
import type { SearchSource } from '../../platform/search/registry';
import { NEWS_REPORT_ENTITY, NEWS_REPORT_TOPIC } from './newsReports.shared';
import { newsReportsRepository } from './newsReports.repository';

/**
 * News reports in the search index (kind `newsreports`): slug as title; lead, text, every
 * section's content, the CGs' filled values (and MOS abstracts) and the information as body;
 * programs, owner and privacy for the permission filter.
 */
export const newsReportsSearch: SearchSource = {
  topic: NEWS_REPORT_TOPIC,
  entity: NEWS_REPORT_ENTITY,
  table: newsReports,
  async load(db, id) {
    const row = await newsReportsRepository.findRecord(db, id);
    if (!row) return null;
    return {
      title: row.slug,
      body: joinTexts([
        row.lead,
        row.text,
        ...collectTexts(row.sections, ['content']),
        ...collectTexts(row.cgs, ['value', 'mosAbstract']),
        row.information,
      ]),
      date: row.date,
      programIds: row.programsIds,
      ownerId: row.ownerId,
      isPrivate: row.isPrivate,
      allowedUserIds: row.allowedUserIds,
      excluded: row.excluded,
    };
  },
};
