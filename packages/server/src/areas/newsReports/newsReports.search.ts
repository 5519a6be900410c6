import { collectTexts } from '@newsroom/domain';
import { newsReports } from '../../platform/db/schema';
import { documentSearchSource } from '../../platform/documents/documentSearch';
import { NEWS_REPORT_ENTITY, NEWS_REPORT_TOPIC } from './newsReports.shared';
import { newsReportsRepository } from './newsReports.repository';

/**
 * News reports in the search index (kind `newsreports`): slug as title; lead, text, every
 * section's content, the CGs' filled values (and MOS abstracts) and the information as body;
 * programs, owner and privacy for the permission filter.
 */
export const newsReportsSearch = documentSearchSource({
  topic: NEWS_REPORT_TOPIC,
  entity: NEWS_REPORT_ENTITY,
  table: newsReports,
  findRecord: newsReportsRepository.findRecord,
  bodyOf: (row) => [
    row.lead,
    row.text,
    ...collectTexts(row.sections, ['content']),
    ...collectTexts(row.cgs, ['value', 'mosAbstract']),
    row.information,
  ],
});
