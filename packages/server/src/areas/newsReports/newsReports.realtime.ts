import { documentEventRenderer } from '../../platform/documents/documentRenderer';
import { newsReportsPolicy } from './newsReports.policy';
import { presentFor } from './newsReports.presenter';
import { NEWS_REPORT_ENTITY } from './newsReports.shared';

/**
 * News report events as one viewer may see them: a private news report of someone else arrives
 * masked (visible false, slug, texts, sections and CGs blanked), alone (CREATE, UPDATE) or in a
 * PATCH (its `newsReport`, and the value when it is content); abilities are the viewer's own.
 */
export const renderNewsReportEvent = documentEventRenderer<'news_reports'>({
  entity: NEWS_REPORT_ENTITY,
  editKey: 'newsReport',
  present: presentFor,
  canSeeContent: newsReportsPolicy.canSeeContent,
  contentFields: new Set(['slug', 'information']),
});
