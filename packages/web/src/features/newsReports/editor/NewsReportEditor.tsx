import { Alert, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NewsReport } from '@newsroom/domain';
import { NewsReportForm } from './NewsReportForm';
import { useNewsReportLoad } from './useNewsReportLoad';
import type { NewsReportLookups } from './useNewsReportLookups';

/** What the tab shows of its editor. */
export interface EditorStatus {
  title: string;
  isDirty: boolean;
}

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
  const { newsReportId } = props;
  if (newsReportId === null)
    return (
      <NewsReportForm {...props} newsReport={null} lock={null} lockedTo={null} onReload={null} />
    );
  return <LoadedNewsReportEditor {...props} newsReportId={newsReportId} />;
}

function LoadedNewsReportEditor(props: NewsReportEditorProps & { newsReportId: number }) {
  const { t } = useTranslation('newsReport');
  const { load, reload } = useNewsReportLoad(props.newsReportId);
  if (load.status === 'loading') return <Spin />;
  if (load.status === 'failed')
    return <Alert type="warning" showIcon title={t('editor.loadFailed')} />;
  return (
    <NewsReportForm
      key={`${load.newsReport.version}-${load.lock?.uuid ?? 'none'}`}
      {...props}
      newsReport={load.newsReport}
      lock={load.lock}
      lockedTo={load.lockedTo}
      onReload={reload}
    />
  );
}
