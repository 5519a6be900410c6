import { EditSessionGate } from '../../../shared/documents/EditSessionGate';
import { ReportForm, type ReportFormProps } from './ReportForm';
import { reportKind } from './reportKind';

/** Props of {@link ReportEditor}. */
export interface ReportEditorProps extends Omit<ReportFormProps, 'session'> {
  /** null for a new report. */
  reportId: number | null;
}

/** The report editor of a tab: loads an existing report (with its lock) or starts a new one. */
export function ReportEditor({ reportId, ...props }: ReportEditorProps) {
  return (
    <EditSessionGate kind={reportKind} documentId={reportId}>
      {(session) => <ReportForm {...props} session={session} />}
    </EditSessionGate>
  );
}
