import { useState } from 'react';
import { Card, Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { totalDurationMs, type NewsReport, type NewsReportInput } from '@newsroom/domain';
import { useAuth } from '../../auth';
import { usePrintOptions } from '../../../shared/print';
import { EditorNotices, useDocumentEditor, type EditSession } from '../../../shared/documentEditor';
import type { DatedEditorProps } from '../../../shared/documents/datedEditorProps';
import { PendingDraftAlert } from '../../../shared/drafts';
import { NewsReportVersionsDialog } from '../revisions/NewsReportVersionsDialog';
import { NewsReportHistoryDrawer } from '../history/NewsReportHistoryDrawer';
import { approveNewsReport, fetchNewsReportRevisions } from '../api/newsReportsApi';
import { CgsPanel } from './CgsPanel';
import {
  emptyNewsReport,
  readRateOf,
  retimed,
  type EditableNewsReport,
} from './editableNewsReport';
import { EditorActions } from './EditorActions';
import { NewsReportHeader } from './NewsReportHeader';
import { OptionalBlocks } from './OptionalBlocks';
import { SectionsEditor } from './SectionsEditor';
import { useFollowOutsideChanges } from './useFollowOutsideChanges';
import type { NewsReportLookups } from './useNewsReportLookups';
import { DocumentAttachments } from '../../workspaces';

interface NewsReportFormProps extends DatedEditorProps<NewsReport, NewsReportLookups> {
  session: EditSession<NewsReport, EditableNewsReport, NewsReportInput>;
}

/**
 * The news report form (spec 2 §2, §4): header, CGs, sections, optional blocks, the Total and the
 * actions. Saving needs our lock (spec 2 §4: disabled when it is lost or another user holds
 * it); the unsaved document is kept as a draft and offered back after a reload.
 */
export function NewsReportForm({ session, initialDate, lookups, ...events }: NewsReportFormProps) {
  const { t } = useTranslation('workspaces');
  const { me } = useAuth();
  const [isVersionsOpen, setIsVersionsOpen] = useState(false);
  const [isHistoryOpen, setIsHistoryOpen] = useState(false);
  const [isApproving, setIsApproving] = useState(false);
  const printOptions = usePrintOptions();
  const editor = useDocumentEditor(session, {
    initial: () => {
      const isReporter = me !== null && lookups.reporters.some((r) => r.id === me.id);
      return emptyNewsReport(initialDate, isReporter && me ? me.id : null);
    },
    ...events,
    // The tab's close button (spec 2 §2): unsaved data ask a discard confirmation.
    closeRequestAsks: 'discard',
    testIdPrefix: 'news-report',
  });
  const { record, saved, current, draft, errors, isSaving, canEdit } = editor;
  useFollowOutsideChanges(record, saved, editor.setRecord);
  const isNew = record === null;
  const readRate = readRateOf(lookups.config, current.reporterId);

  const update = (fields: Partial<EditableNewsReport>) =>
    editor.setCurrent((now) => {
      const next = { ...now, ...fields };
      // A new reporter reads at another rate: every automatic duration follows.
      return 'reporterId' in fields
        ? retimed(next, readRateOf(lookups.config, next.reporterId))
        : next;
    });

  const handleApprove = async (approve: boolean) => {
    if (!record) return;
    setIsApproving(true);
    try {
      // The flag follows the server's answer only (spec 2 §4).
      editor.setRecord(await approveNewsReport(record.id, approve));
    } catch (error) {
      // Approval failures are only logged (spec 2 §8).
      console.error('approve failed', error);
    } finally {
      setIsApproving(false);
    }
  };

  const handlePrint = () => {
    if (record) printOptions.print('newsReport', { id: record.id }, ['columns', 'fontSize']);
  };

  const disabled = !canEdit || isSaving;
  return (
    <Card
      size="small"
      data-testid="news-report-form"
      data-id={record?.id ?? ''}
      onKeyDown={editor.handleKeyDown}
    >
      {editor.modalHolder}
      <Form layout="vertical" component="div">
        <Space orientation="vertical" style={{ width: '100%' }}>
          <EditorNotices editor={editor} />
          <PendingDraftAlert
            pending={draft.pending}
            savedVersion={record?.version}
            onRestore={() => editor.setCurrent(draft.restore())}
            onDiscard={() => draft.discard()}
          />
          <EditorActions
            totalMs={totalDurationMs(current.sections)}
            isSaved={!isNew}
            isApproved={record?.ok ?? false}
            canApprove={record?.abilities.canApprove ?? false}
            isApproving={isApproving}
            canSave={canEdit}
            isSaving={isSaving}
            onPrint={handlePrint}
            onVersions={() => setIsVersionsOpen(true)}
            onHistory={() => setIsHistoryOpen(true)}
            onApprove={(approve) => void handleApprove(approve)}
            onClose={editor.requestClose}
            onSave={() => void editor.save()}
          />
          <NewsReportHeader
            value={current}
            onChange={update}
            lookups={lookups}
            errors={errors}
            disabled={disabled}
          />
          <CgsPanel cgs={current.cgs} disabled={disabled} onChange={(cgs) => update({ cgs })} />
          <SectionsEditor
            sections={current.sections}
            readRate={readRate}
            disabled={disabled}
            onChange={(sections) => update({ sections })}
          />
          <OptionalBlocks value={current} onChange={update} disabled={disabled} />
          {record && (
            <Card size="small" title={t('attachments.title')}>
              <DocumentAttachments
                kindPath="/news_reports"
                documentId={record.id}
                canAttach={canEdit}
              />
            </Card>
          )}
        </Space>
      </Form>
      {record && (
        <>
          <NewsReportVersionsDialog
            open={isVersionsOpen}
            onClose={() => setIsVersionsOpen(false)}
            load={() => fetchNewsReportRevisions(record.id)}
          />
          <NewsReportHistoryDrawer
            newsReportId={record.id}
            open={isHistoryOpen}
            onClose={() => setIsHistoryOpen(false)}
          />
        </>
      )}
      {printOptions.dialog}
    </Card>
  );
}
