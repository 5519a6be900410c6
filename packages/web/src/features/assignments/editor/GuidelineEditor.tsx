import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Card, Form, Input, Modal, Space, Spin, Tabs } from 'antd';
import { CloseOutlined, HistoryOutlined, SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Assignment, LockView } from '@newsroom/domain';
import { deepEqual, PendingDraftAlert, useDraft } from '../../../shared/drafts';
import { useDocumentSave } from '../../../shared/documentEditor';
import { LockBanner, useDocumentLock } from '../../../shared/locks';
import { GuidelineVersionsDialog } from '../revisions/GuidelineVersionsDialog';
import { fetchAssignmentRevisions } from '../api/assignmentsApi';
import type { GuidelineLookups } from '../hooks/useGuidelineLookups';
import { emptyAssignment, toEditable, type EditableAssignment } from './editableAssignment';
import { guidelineSaver } from './guidelineSaver';
import { Field } from '../../../shared/forms';
import { GuidesEditor } from './GuidesEditor';
import { HeaderFieldsForm } from './HeaderFieldsForm';
import { GuidelineTasksEditor } from './GuidelineTasksEditor';
import { useGuidelineLoad, type ReadOnlyReason } from './useGuidelineLoad';

/** The draft section of guidelines in the unsaved cache. */
export const GUIDELINE_DRAFT_SECTION = 'guideline';

/** What the tab shows of its editor. */
export interface EditorStatus {
  title: string;
  isDirty: boolean;
}

/** Props of {@link GuidelineEditor}. */
export interface GuidelineEditorProps {
  /** null for a new guideline. */
  assignmentId: number | null;
  /** The date of a new guideline. */
  initialDate: string;
  lookups: GuidelineLookups;
  onSaved: (assignment: Assignment, wasNew: boolean) => void;
  onClose: () => void;
  onStatusChange?: (status: EditorStatus) => void;
  /** Increases when the tab's close button asks to close (runs the unsaved-changes flow). */
  closeRequest?: number;
}

/** The guideline editor of a tab: loads an existing guideline (with its lock) or starts a new one. */
export function GuidelineEditor(props: GuidelineEditorProps) {
  const { assignmentId } = props;
  if (assignmentId === null)
    return (
      <GuidelineForm
        {...props}
        assignment={null}
        lock={null}
        lockedTo={null}
        readOnly={null}
        onReload={null}
      />
    );
  return <LoadedGuidelineEditor {...props} assignmentId={assignmentId} />;
}

function LoadedGuidelineEditor(props: GuidelineEditorProps & { assignmentId: number }) {
  const { t } = useTranslation('assignment');
  const { load, reload } = useGuidelineLoad(props.assignmentId);
  if (load.status === 'loading') return <Spin />;
  if (load.status === 'failed')
    return <Alert type="warning" showIcon message={t('editor.loadFailed')} />;
  return (
    <GuidelineForm
      key={`${load.assignment.version}-${load.lock?.uuid ?? 'none'}`}
      {...props}
      assignment={load.assignment}
      lock={load.lock}
      lockedTo={load.lockedTo}
      readOnly={load.readOnly}
      onReload={reload}
    />
  );
}

interface GuidelineFormProps extends GuidelineEditorProps {
  assignment: Assignment | null;
  lock: LockView | null;
  lockedTo: string | null;
  readOnly: ReadOnlyReason;
  onReload: ((takeOver: boolean) => Promise<void>) | null;
}

function GuidelineForm({
  assignment: loaded,
  lock,
  lockedTo,
  readOnly,
  onReload,
  initialDate,
  lookups,
  onSaved,
  onClose,
  onStatusChange,
  closeRequest = 0,
}: GuidelineFormProps) {
  const { t } = useTranslation('assignment');
  const [modal, modalHolder] = Modal.useModal();
  const [initial] = useState<EditableAssignment>(() =>
    loaded ? toEditable(loaded) : emptyAssignment(initialDate),
  );
  const [current, setCurrent] = useState<EditableAssignment>(initial);
  const { record, saved, errors, isSaving, isLockLost, save } = useDocumentSave({
    saver: guidelineSaver,
    namespace: 'assignment',
    loaded,
    initial,
    current,
    setCurrent,
    onSaved,
  });
  const [isTakingOver, setIsTakingOver] = useState(false);
  const [isVersionsOpen, setIsVersionsOpen] = useState(false);
  const isNew = record === null;

  const lockState = useDocumentLock({
    entityType: 'assignment',
    entityId: record?.id ?? 0,
    lock,
    lockedTo,
  });
  const lockStatus = isLockLost ? 'lost' : lockState.status;
  const canEdit = isNew || (readOnly === null && lockStatus === 'held');
  const isDirty = useMemo(() => !deepEqual(current, saved), [current, saved]);
  const title = current.slug.trim() || t('editor.newTitle');

  const draft = useDraft<EditableAssignment>({
    section: GUIDELINE_DRAFT_SECTION,
    uuid: record?.uuid ?? 'new',
    saved,
    current,
    baseVersion: record?.version ?? 0,
    title,
    href: record ? `/main?area=guidelines&edit=${record.id}` : '/main?area=guidelines&edit=new',
    enabled: canEdit,
  });

  useEffect(() => {
    onStatusChange?.({ title, isDirty });
  }, [title, isDirty, onStatusChange]);

  const update = (fields: Partial<EditableAssignment>) =>
    setCurrent((now) => ({ ...now, ...fields }));

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
      onOk: async () => {
        if (await save()) onClose();
      },
      onCancel: () => {
        setCurrent(saved);
        draft.discard();
        onClose();
      },
    });
  };
  const closeRef = useRef(requestClose);
  useEffect(() => {
    closeRef.current = requestClose;
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

  const disabled = !canEdit || isSaving;
  return (
    <Card size="small" data-testid="guideline-form" data-id={record?.id ?? ''}>
      {modalHolder}
      <Form layout="vertical" component="div">
        <Space orientation="vertical" style={{ width: '100%' }}>
          {!isNew && readOnly !== 'finished' && lockStatus !== 'held' && (
            <LockBanner
              status={lockStatus}
              holderNickname={lockState.holderNickname}
              onTakeOver={onReload ? () => void handleTakeOver() : undefined}
              isTakingOver={isTakingOver}
            />
          )}
          {readOnly === 'finished' && (
            <Alert
              type="info"
              showIcon
              message={t('editor.finishedLocked')}
              data-testid="guideline-finished-locked"
            />
          )}
          <PendingDraftAlert
            pending={draft.pending}
            savedVersion={record?.version}
            onRestore={() => setCurrent(draft.restore())}
            onDiscard={() => draft.discard()}
          />
          <HeaderFieldsForm
            value={current}
            onChange={update}
            lookups={lookups}
            errors={errors}
            disabled={disabled}
          />
          <Tabs
            items={[
              {
                key: 'content',
                label: t('tabs.content'),
                children: (
                  <>
                    <Field label={t('fields.proposal')} error={errors.proposal}>
                      <Input.TextArea
                        value={current.proposal}
                        autoSize={{ minRows: 3 }}
                        disabled={disabled}
                        onChange={(e) => update({ proposal: e.target.value })}
                        data-testid="guideline-proposal"
                      />
                    </Field>
                    <Field label={t('fields.referral')} error={errors.referral}>
                      <Input.TextArea
                        value={current.referral}
                        autoSize={{ minRows: 3 }}
                        disabled={disabled}
                        onChange={(e) => update({ referral: e.target.value })}
                        data-testid="guideline-referral"
                      />
                    </Field>
                    <Field label={t('fields.information')} error={errors.information}>
                      <Input.TextArea
                        value={current.information}
                        autoSize={{ minRows: 3 }}
                        disabled={disabled}
                        onChange={(e) => update({ information: e.target.value })}
                        data-testid="guideline-information"
                      />
                    </Field>
                  </>
                ),
              },
              {
                key: 'guides',
                label: (
                  <span data-testid="guideline-tab-guides">
                    {t('tabs.guidesCount', { count: current.guides.length })}
                  </span>
                ),
                forceRender: true,
                children: (
                  <GuidesEditor
                    guides={current.guides}
                    onChange={(guides) => update({ guides })}
                    errors={errors}
                    disabled={disabled}
                  />
                ),
              },
              {
                key: 'tasks',
                label: (
                  <span data-testid="guideline-tab-tasks">
                    {t('tabs.tasksCount', { count: current.tasks.length })}
                  </span>
                ),
                forceRender: true,
                children: (
                  <GuidelineTasksEditor
                    tasks={current.tasks}
                    date={current.date || null}
                    onChange={(tasks) => update({ tasks })}
                    errors={errors}
                    disabled={disabled}
                  />
                ),
              },
            ]}
          />
          <Space>
            <Button
              type="primary"
              icon={<SaveOutlined />}
              loading={isSaving}
              disabled={!canEdit}
              onClick={() => void save()}
              data-testid="guideline-save"
            >
              {t('editor.save')}
            </Button>
            {record && (
              <Button
                icon={<HistoryOutlined />}
                onClick={() => setIsVersionsOpen(true)}
                data-testid="guideline-editor-versions"
              >
                {t('viewer.versions')}
              </Button>
            )}
            <Button
              icon={<CloseOutlined />}
              onClick={requestClose}
              data-testid="guideline-editor-close"
            >
              {t('viewer.close')}
            </Button>
          </Space>
        </Space>
      </Form>
      {record && (
        <GuidelineVersionsDialog
          lookups={lookups}
          open={isVersionsOpen}
          onClose={() => setIsVersionsOpen(false)}
          load={() => fetchAssignmentRevisions(record.id)}
        />
      )}
    </Card>
  );
}
