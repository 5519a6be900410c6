import { VersionsDialog, type VersionsDialogProps } from '../../../shared/revisions';
import { useReportRevisionReader } from './useReportRevisionReader';

/** The versions dialog of a report, read the report's way (category and events by name). */
export function ReportVersionsDialog(props: Omit<VersionsDialogProps, 'reader'>) {
  return <VersionsDialog {...props} reader={useReportRevisionReader()} />;
}
