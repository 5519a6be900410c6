import type { NewsReport, NewsReportInput } from '@newsroom/domain';
import type { DocumentKind } from '../../../shared/documentEditor';
import {
  createNewsReport,
  fetchNewsReport,
  loadNewsReportForEdit,
  newsReportKeys,
  updateNewsReport,
} from '../api/newsReportsApi';
import { toEditable, validateNewsReport, type EditableNewsReport } from './editableNewsReport';

/** The news report as the shared document editor edits it. */
export const newsReportKind: DocumentKind<NewsReport, EditableNewsReport, NewsReportInput> = {
  entityType: 'news_report',
  namespace: 'newsReport',
  draftSection: 'newsReport',
  editHref: (id) => `/main?area=reportages&edit=${id ?? 'new'}`,
  loadForEdit: async (id, takeOver) => {
    const { newsReport, lock } = await loadNewsReportForEdit(id, takeOver);
    return { document: newsReport, lock };
  },
  fetch: fetchNewsReport,
  readOnlyReasonOf: (newsReport) => (newsReport.abilities.canEdit ? null : 'role'),
  toEditable,
  validate: validateNewsReport,
  create: createNewsReport,
  update: updateNewsReport,
  onStored: (queryClient) => void queryClient.invalidateQueries({ queryKey: newsReportKeys.all }),
  messages: { newTitle: 'editor.newTitle' },
};
