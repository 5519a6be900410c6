import type { Report, ReportInput } from '@newsroom/domain';
import type { DocumentKind } from '../../../shared/documentEditor';
import { reportCalls, reportKeys } from '../api/reportsApi';
import { toEditable, validateReport, type EditableReport } from './editableReport';

/** Where the reports area opens a report's editor (the recovery panel, search hits). */
export function reportEditHref(id: number | null): string {
  return `/main?area=reports&edit=${id ?? 'new'}`;
}

/** The report as the shared document editor edits it: titled by its title. */
export const reportKind: DocumentKind<Report, EditableReport, ReportInput> = {
  entityType: 'report',
  namespace: 'reports',
  draftSection: 'report',
  editHref: reportEditHref,
  loadForEdit: async (id, takeOver) => {
    const { report, lock } = await reportCalls.loadForEdit(id, takeOver);
    return { document: report, lock };
  },
  fetch: reportCalls.fetch,
  readOnlyReasonOf: (report) => (report.abilities.canEdit ? null : 'role'),
  toEditable,
  titleOf: (value) => value.title,
  validate: validateReport,
  create: reportCalls.create,
  update: reportCalls.update,
  onStored: (queryClient) => void queryClient.invalidateQueries({ queryKey: reportKeys.all }),
  messages: { newTitle: 'editor.newTitle' },
};
