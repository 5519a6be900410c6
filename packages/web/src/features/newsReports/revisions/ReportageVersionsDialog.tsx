import { VersionsDialog, type VersionsDialogProps } from '../../../shared/revisions';
import { useReportageRevisionReader } from './useReportageRevisionReader';

/** The versions dialog of a reportage, read the reportage's way (names, mm:ss, yes/no, texts word by word). */
export function ReportageVersionsDialog({ ...props }: Omit<VersionsDialogProps, 'reader'>) {
  return <VersionsDialog {...props} reader={useReportageRevisionReader()} />;
}
