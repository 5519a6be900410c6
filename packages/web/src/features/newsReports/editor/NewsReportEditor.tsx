import { Alert, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NewsReport } from '@newsroom/domain';
import { useEditSession, type EditorStatus } from '../../../shared/documentEditor';
import { NewsReportForm } from './NewsReportForm';
import { newsReportKind } from './newsReportKind';
import type { NewsReportLookups } from './useNewsReportLookups';

export type { EditorStatus };

/** Props of {@link NewsReportEditor}. */
export interface NewsReportEditorProps {
  /** null for a new reportage. */
  newsReportId: number | null;
  /** The date of a new reportage. */
  initialDate: string;
  lookups: NewsReportLookups;
  onSaved: (newsReport: NewsReport, wasNew: boolean) => void;
  onClose: () => void;
  onStatusChange?: (status: EditorStatus) => void;
  /** Increases when the tab's close button asks to close (discard confirmation when unsaved). */
  closeRequest?: number;
}

/** The reportage editor of a tab: loads an existing reportage (with its lock) or starts a new one. */
export function NewsReportEditor(props: NewsReportEditorProps) {
  const { t } = useTranslation('newsReport');
  const session = useEditSession(newsReportKind, props.newsReportId);
  if (session.status === 'loading') return <Spin />;
  if (session.status === 'failed')
    return <Alert type="warning" showIcon title={t('editor.loadFailed')} />;
  return <NewsReportForm key={session.generation} {...props} session={session} />;
}
