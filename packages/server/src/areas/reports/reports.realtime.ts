import { documentEventRenderer } from '../../platform/documents/documentRenderer';
import { reportsPolicy } from './reports.policy';
import { presentFor } from './reports.presenter';
import { REPORT_ENTITY } from './reports.shared';

/**
 * Report events as one viewer may see them: a private report of someone else arrives masked
 * (visible false, title, text, category and events blanked); abilities are the viewer's own.
 * Category and event events pass as they are (a name holds no secret).
 */
export const renderReportEvent = documentEventRenderer<'reports'>({
  entity: REPORT_ENTITY,
  editKey: 'report',
  present: presentFor,
  canSeeContent: reportsPolicy.canSeeContent,
  contentFields: new Set(['title', 'text', 'categoryId', 'eventIds']),
});
