import type { NewsReport, NewsReportInput } from '@newsroom/domain';
import { useDocumentSave, type DocumentSaver } from '../../../shared/documentEditor';
import { createNewsReport, newsReportKeys, updateNewsReport } from '../api/newsReportsApi';
import { toEditable, validateNewsReport, type EditableNewsReport } from './editableNewsReport';

/** How the reportage editor saves. */
const newsReportSaver: DocumentSaver<NewsReport, EditableNewsReport, NewsReportInput> = {
  validate: validateNewsReport,
  create: createNewsReport,
  update: updateNewsReport,
  toEditable,
  onStored: (queryClient) => void queryClient.invalidateQueries({ queryKey: newsReportKeys.all }),
};

/** Options of {@link useNewsReportSave}. */
export interface UseNewsReportSaveOptions {
  loaded: NewsReport | null;
  /** The editable document the editor opened with. */
  initial: EditableNewsReport;
  current: EditableNewsReport;
  setCurrent: (value: EditableNewsReport) => void;
  onSaved: (newsReport: NewsReport, wasNew: boolean) => void;
}

/** The save of the reportage editor (the documents' shared save). */
export function useNewsReportSave(options: UseNewsReportSaveOptions) {
  return useDocumentSave({ ...options, saver: newsReportSaver, namespace: 'newsReport' });
}
