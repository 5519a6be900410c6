import { Alert, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEditSession, type EditorStatus } from '../../../shared/documentEditor';
import { NewsReportForm } from './NewsReportForm';
import { newsReportKind } from './newsReportKind';
import type { NewsReportEditorProps } from './NewsReportEditor.props';

export type { NewsReportEditorProps };

export type { EditorStatus };

/**
 * The news report editor of a tab: loads an existing news report (with its lock) or starts a new
 * one.
 */
export function NewsReportEditor(props: NewsReportEditorProps) {
  const { t } = useTranslation('newsReport');
  const session = useEditSession(newsReportKind, props.newsReportId);
  if (session.status === 'loading') return <Spin />;
  if (session.status === 'failed')
    return <Alert type="warning" showIcon title={t('editor.loadFailed')} />;
  return <NewsReportForm key={session.generation} {...props} session={session} />;
}
