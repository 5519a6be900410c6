import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Card, Form, Modal, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { totalDurationMs, type LockView, type NewsReport } from '@newsroom/domain';
import { useAuth } from '../../auth';
import { printPath } from '../../../shared/print';
import { deepEqual, PendingDraftAlert, useDraft } from '../../../shared/drafts';
import { LockBanner, useDocumentLock } from '../../../shared/locks';
import { useFollowOutsideChanges } from './useFollowOutsideChanges';
import { ReportageVersionsDialog } from '../revisions/ReportageVersionsDialog';
import { ReportageHistoryDrawer } from '../history/ReportageHistoryDrawer';
import { approveNewsReport, fetchNewsReportRevisions } from '../api/newsReportsApi';
import { CgsPanel } from './CgsPanel';
import {
  emptyNewsReport,
  readRateOf,
  retimed,
  toEditable,
  type EditableNewsReport,
} from './editableNewsReport';
import { EditorActions } from './EditorActions';
import { NewsReportHeader } from './NewsReportHeader';
import type { NewsReportEditorProps } from './NewsReportEditor';
import { OptionalBlocks } from './OptionalBlocks';
import { SectionsEditor } from './SectionsEditor';
import { useNewsReportSave } from './useNewsReportSave';

/** The draft section of reportages in the unsaved cache. */
export const NEWS_REPORT_DRAFT_SECTION = 'newsReport';

interface NewsReportFormProps extends NewsReportEditorProps {
  newsReport: NewsReport | null;
  lock: LockView | null;
  lockedTo: string | null;
  onReload: ((takeOver: boolean) => Promise<void>) | null;
}

/**
 * The reportage form (spec 2 §2, §4): header, CGs, sections, optional blocks, the Total and the
 * actions. Saving needs our lock (spec 2 §4: disabled when it is lost or another user holds
 * it); the unsaved document is kept as a draft and offered back after a reload.
 */
export function NewsReportForm({
  newsReport: loaded,
  lock,
  lockedTo,
  onReload,
  initialDate,
  lookups,
  onSaved,
  onClose,
  onStatusChange,
  closeRequest = 0,
}: NewsReportFormProps) {
  const { t } = useTranslation('newsReport');
  const { me } = useAuth();
  const [modal, modalHolder] = Modal.useModal();
  const [initial] = useState<EditableNewsReport>(() => {
    if (loaded) return toEditable(loaded);
    const isReporter = me !== null && lookups.reporters.some((r) => r.id === me.id);
    return emptyNewsReport(initialDate, isReporter && me ? me.id : null);
  });
  const [current, setCurrent] = useState<EditableNewsReport>(initial);
  const [isTakingOver, setIsTakingOver] = useState(false);
  const [isVersionsOpen, setIsVersionsOpen] = useState(false);
  const [isHistoryOpen, setIsHistoryOpen] = useState(false);
  const [isApproving, setIsApproving] = useState(false);

  const saving = useNewsReportSave({ loaded, initial, current, setCurrent, onSaved });
  const { record, saved, errors, isSaving, isLockLost } = saving;
  useFollowOutsideChanges(record, saved, saving.setRecord);
  const isNew = record === null;
  const lockState = useDocumentLock({
    entityType: 'news_report',
    entityId: record?.id ?? 0,
    lock: isNew ? null : lock,
    lockedTo,
  });
  const lockStatus = isLockLost ? 'lost' : lockState.status;
  const canEdit = isNew || (lockStatus === 'held' && (record?.abilities.canEdit ?? false));
  const isDirty = useMemo(() => !deepEqual(current, saved), [current, saved]);
  const title = current.slug.trim() || t('editor.newTitle');
  const readRate = readRateOf(lookups.config, current.reporterId);

  const draft = useDraft<EditableNewsReport>({
    section: NEWS_REPORT_DRAFT_SECTION,
    uuid: record?.uuid ?? 'new',
    saved,
    current,
    baseVersion: record?.version ?? 0,
    title,
    href: `/main?area=reportages&edit=${record ? record.id : 'new'}`,
    enabled: canEdit,
  });

  useEffect(() => {
    onStatusChange?.({ title, isDirty });
  }, [title, isDirty, onStatusChange]);

  const update = (fields: Partial<EditableNewsReport>) =>
    setCurrent((now) => {
      const next = { ...now, ...fields };
      // A new reporter reads at another rate: every automatic duration follows.
      return 'reporterId' in fields
        ? retimed(next, readRateOf(lookups.config, next.reporterId))
        : next;
    });

  const requestClose = () => {
    if (!canEdit || !isDirty) {
      onClose();
      return;
    }
    void modal.confirm({
      title: t('unsaved:confirm'),
      okText: t('unsaved:yes'),
      cancelText: t('unsaved:no'),
      closable: false,
      maskClosable: false,
      keyboard: false,
      okButtonProps: { 'data-testid': 'reportage-unsaved-yes' },
      cancelButtonProps: { 'data-testid': 'reportage-unsaved-no' },
      onOk: async () => {
        if (await saving.save()) onClose();
      },
      onCancel: () => {
        setCurrent(saved);
        draft.discard();
        onClose();
      },
    });
  };
  // The tab's close button (spec 2 §2): unsaved data ask a discard confirmation.
  const requestDiscardClose = () => {
    if (!canEdit || !isDirty) {
      onClose();
      return;
    }
    void modal.confirm({
      title: t('unsaved:discardConfirm'),
      okText: t('unsaved:yes'),
      cancelText: t('unsaved:no'),
      okButtonProps: { 'data-testid': 'reportage-discard-yes' },
      cancelButtonProps: { 'data-testid': 'reportage-discard-no' },
      onOk: () => {
        draft.discard();
        onClose();
      },
    });
  };
  const closeRef = useRef(requestDiscardClose);
  useEffect(() => {
    closeRef.current = requestDiscardClose;
  });
  const seenCloseRequest = useRef(closeRequest);
  useEffect(() => {
    if (closeRequest === seenCloseRequest.current) return;
    seenCloseRequest.current = closeRequest;
    closeRef.current();
  }, [closeRequest]);

  const handleTakeOver = async () => {
    if (!onReload) return;
    setIsTakingOver(true);
    try {
      await onReload(true);
    } finally {
      setIsTakingOver(false);
    }
  };

  const handleApprove = async (approve: boolean) => {
    if (!record) return;
    setIsApproving(true);
    try {
      // The flag follows the server's answer only (spec 2 §4).
      saving.setRecord(await approveNewsReport(record.id, approve));
    } catch (error) {
      // Approval failures are only logged (spec 2 §8).
      console.error('approve failed', error);
    } finally {
      setIsApproving(false);
    }
  };

  const handlePrint = (twoColumns: boolean) => {
    if (!record) return;
    window.open(printPath('newsReport', { id: record.id, twoColumns }), '_blank', 'noopener');
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      if (canEdit && !isSaving) void saving.save();
    }
  };

  const disabled = !canEdit || isSaving;
  return (
    <Card
      size="small"
      data-testid="reportage-form"
      data-id={record?.id ?? ''}
      onKeyDown={handleKeyDown}
    >
      {modalHolder}
      <Form layout="vertical" component="div">
        <Space orientation="vertical" style={{ width: '100%' }}>
          {!isNew && lockStatus !== 'held' && (
            <LockBanner
              status={lockStatus}
              holderNickname={lockState.holderNickname}
              onTakeOver={onReload ? () => void handleTakeOver() : undefined}
              isTakingOver={isTakingOver}
            />
          )}
          <PendingDraftAlert
            pending={draft.pending}
            savedVersion={record?.version}
            onRestore={() => setCurrent(draft.restore())}
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
            onClose={requestClose}
            onSave={() => void saving.save()}
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
        </Space>
      </Form>
      {record && (
        <>
          <ReportageVersionsDialog
            open={isVersionsOpen}
            onClose={() => setIsVersionsOpen(false)}
            load={() => fetchNewsReportRevisions(record.id)}
          />
          <ReportageHistoryDrawer
            newsReportId={record.id}
            open={isHistoryOpen}
            onClose={() => setIsHistoryOpen(false)}
          />
        </>
      )}
    </Card>
  );
}
