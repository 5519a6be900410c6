import type { NewsReport } from '@newsroom/domain';
import { EditSessionGate } from '../../../shared/documents/EditSessionGate';
import type { DatedEditorProps } from '../../../shared/documents/datedEditorProps';
import { NewsReportForm } from './NewsReportForm';
import { newsReportKind } from './newsReportKind';
import type { NewsReportLookups } from './useNewsReportLookups';

/**
 * Props of {@link NewsReportEditor}; the tab's close asks a discard confirmation when unsaved.
 */
export interface NewsReportEditorProps extends DatedEditorProps<NewsReport, NewsReportLookups> {
  /** null for a new news report. */
  newsReportId: number | null;
}

/**
 * The news report editor of a tab: loads an existing news report (with its lock) or starts a new
 * one.
 */
export function NewsReportEditor({ newsReportId, ...props }: NewsReportEditorProps) {
  return (
    <EditSessionGate kind={newsReportKind} documentId={newsReportId}>
      {(session) => <NewsReportForm {...props} session={session} />}
    </EditSessionGate>
  );
}
