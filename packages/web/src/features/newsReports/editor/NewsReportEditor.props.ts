import type { NewsReport } from '@newsroom/domain';
import type { EditorStatus } from '../../../shared/documentEditor';
import type { NewsReportLookups } from './useNewsReportLookups';

/** Props of {@link NewsReportEditor}. */
export interface NewsReportEditorProps {
  /** null for a new news report. */
  newsReportId: number | null;
  /** The date of a new news report. */
  initialDate: string;
  lookups: NewsReportLookups;
  onSaved: (newsReport: NewsReport, wasNew: boolean) => void;
  onClose: () => void;
  onStatusChange?: (status: EditorStatus) => void;
  /** Increases when the tab's close button asks to close (discard confirmation when unsaved). */
  closeRequest?: number;
}
