import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Card, Form, Modal, Space } from 'antd';
import { CloseOutlined, HistoryOutlined, SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { LockView, Production } from '@newsroom/domain';
import { deepEqual, PendingDraftAlert, useDraft } from '../../../shared/drafts';
import { LockBanner, useDocumentLock } from '../../../shared/locks';
import { ChecklistVersionsDialog } from '../revisions/ChecklistVersionsDialog';
import { fetchProductionRevisions } from '../api/productionsApi';
import type { EditableProduction } from './editableProduction';
import type { ProductionEditorProps } from './ProductionEditor';
import { ProductionFields } from './ProductionFields';
import { useProductionForm } from './useProductionForm';

/** The draft section of checklists in the unsaved cache. */
export const PRODUCTION_DRAFT_SECTION = 'production';

/** Props of {@link ProductionForm}. */
export interface ProductionFormProps extends ProductionEditorProps {
  production: Production | null;
  lock: LockView | null;
  lockedTo: string | null;
  onReload: ((takeOver: boolean) => Promise<void>) | null;
}

/**
 * The checklist form: the lock banner, the pending draft, the fields and the actions. Saving
 * needs our lock; the unsaved checklist is kept as a draft and offered back after a reload.
 */
export function ProductionForm({
  production: loaded,
  lock,
  lockedTo,
  onReload,
  initialDate,
  lookups,
  onSaved,
  onClose,
  onStatusChange,
  closeRequest = 0,
}: ProductionFormProps) {
  const { t } = useTranslation('production');
  const [modal, modalHolder] = Modal.useModal();
  const [isTakingOver, setIsTakingOver] = useState(false);
  const [isVersionsOpen, setIsVersionsOpen] = useState(false);
  const { record, isNew, saved, current, setCurrent, errors, isSaving, isLockLost, save } =
    useProductionForm({ loaded, initialDate, onSaved });

  const lockState = useDocumentLock({
    entityType: 'production',
    entityId: record?.id ?? 0,
    lock,
    lockedTo,
  });
  const lockStatus = isLockLost ? 'lost' : lockState.status;
  const canEdit = isNew || lockStatus === 'held';
  const isDirty = useMemo(() => !deepEqual(current, saved), [current, saved]);
  const title = current.slug.trim().toUpperCase() || t('editor.newTitle');

  const draft = useDraft<EditableProduction>({
    section: PRODUCTION_DRAFT_SECTION,
    uuid: record?.uuid ?? 'new',
    saved,
    current,
    baseVersion: record?.version ?? 0,
    title,
    href: record ? `/main?area=productions&edit=${record.id}` : '/main?area=productions&edit=new',
    enabled: canEdit,
  });

  useEffect(() => {
    onStatusChange?.({ title, isDirty });
  }, [title, isDirty, onStatusChange]);

  const update = (fields: Partial<EditableProduction>) =>
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
    <Card size="small" data-testid="production-form" data-id={record?.id ?? ''}>
      {modalHolder}
      <Form layout="vertical" component="div">
        <ProductionFields
          value={current}
          onChange={update}
          lookups={lookups}
          errors={errors}
          disabled={disabled}
          actions={
            <Space>
              <Button
                type="primary"
                icon={<SaveOutlined />}
                loading={isSaving}
                disabled={!canEdit}
                onClick={() => void save()}
                data-testid="production-save"
              >
                {t('editor.save')}
              </Button>
              {record && (
                <Button
                  icon={<HistoryOutlined />}
                  onClick={() => setIsVersionsOpen(true)}
                  data-testid="production-editor-versions"
                >
                  {t('viewer.versions')}
                </Button>
              )}
              <Button
                icon={<CloseOutlined />}
                onClick={requestClose}
                data-testid="production-editor-close"
              >
                {t('viewer.close')}
              </Button>
            </Space>
          }
        >
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
        </ProductionFields>
      </Form>
      {record && (
        <ChecklistVersionsDialog
          lookups={lookups}
          open={isVersionsOpen}
          onClose={() => setIsVersionsOpen(false)}
          load={() => fetchProductionRevisions(record.id)}
        />
      )}
    </Card>
  );
}
