import { VersionsDialog, type VersionsDialogProps } from '../../../shared/revisions';
import { useNewsReportRevisionReader } from './useNewsReportRevisionReader';

/**
 * The versions dialog of a news report, read the news report's way (names, mm:ss, yes/no, texts
 * word by word).
 */
export function NewsReportVersionsDialog({ ...props }: Omit<VersionsDialogProps, 'reader'>) {
  return <VersionsDialog {...props} reader={useNewsReportRevisionReader()} />;
}
