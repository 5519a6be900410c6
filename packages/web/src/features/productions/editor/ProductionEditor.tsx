import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Card, Col, Form, Input, InputNumber, Modal, Row, Space, Spin } from 'antd';
import { CloseOutlined, HistoryOutlined, SaveOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LockView, Production } from '@newsroom/domain';
import { isApiError } from '../../../shared/api';
import { deepEqual, PendingDraftAlert, useDraft } from '../../../shared/drafts';
import { fieldErrorMessage, fieldErrorsOf } from '../../../shared/forms';
import { LockBanner, useDocumentLock } from '../../../shared/locks';
import { notify, notifyFailure } from '../../../shared/notifications';
import { VersionsDialog } from '../../../shared/revisions';
import {
  createProduction,
  fetchProductionRevisions,
  updateProduction,
} from '../api/productionsApi';
import { LookupSelect } from '../components/LookupSelect';
import { ProductionStatusSelect } from '../components/ProductionStatusTag';
import { applyChangeToCaches } from '../hooks/useProductionEvents';
import type { ProductionLookups } from '../hooks/useProductionLookups';
import {
  emptyProduction,
  toEditable,
  validateProduction,
  type EditableProduction,
  type FieldErrors,
} from './editableProduction';
import { Field } from './Field';
import { ProductionTasksEditor } from './ProductionTasksEditor';
import { useProductionLoad } from './useProductionLoad';

/** The draft section of checklists in the unsaved cache. */
export const PRODUCTION_DRAFT_SECTION = 'production';

/** What the tab shows of its editor. */
export interface EditorStatus {
  title: string;
  isDirty: boolean;
}

/** Props of {@link ProductionEditor}. */
export interface ProductionEditorProps {
  /** null for a new checklist. */
  productionId: number | null;
  /** The date of a new checklist. */
  initialDate: string;
  lookups: ProductionLookups;
  onSaved: (production: Production, wasNew: boolean) => void;
  onClose: () => void;
  onStatusChange?: (status: EditorStatus) => void;
  /** Increases when the tab's close button asks to close (runs the unsaved-changes flow). */
  closeRequest?: number;
}

/** The checklist editor of a tab: loads an existing checklist (with its lock) or starts a new one. */
export function ProductionEditor(props: ProductionEditorProps) {
  if (props.productionId === null)
    return (
      <ProductionForm {...props} production={null} lock={null} lockedTo={null} onReload={null} />
    );
  return <LoadedProductionEditor {...props} productionId={props.productionId} />;
}

function LoadedProductionEditor(props: ProductionEditorProps & { productionId: number }) {
  const { t } = useTranslation('production');
  const { load, reload } = useProductionLoad(props.productionId);
  if (load.status === 'loading') return <Spin />;
  if (load.status === 'failed')
    return <Alert type="warning" showIcon title={t('editor.loadFailed')} />;
  return (
    <ProductionForm
      key={`${load.production.version}-${load.lock?.uuid ?? 'none'}`}
      {...props}
      production={load.production}
      lock={load.lock}
      lockedTo={load.lockedTo}
      onReload={reload}
    />
  );
}

interface ProductionFormProps extends ProductionEditorProps {
  production: Production | null;
  lock: LockView | null;
  lockedTo: string | null;
  onReload: ((takeOver: boolean) => Promise<void>) | null;
}

const timeValue = (time: string | null) => time?.slice(0, 5) ?? '';

function ProductionForm({
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
  const queryClient = useQueryClient();
  const [modal, modalHolder] = Modal.useModal();
  const [record, setRecord] = useState<Production | null>(loaded);
  const [saved, setSaved] = useState<EditableProduction>(() =>
    loaded ? toEditable(loaded) : emptyProduction(initialDate),
  );
  const [current, setCurrent] = useState<EditableProduction>(saved);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSaving, setIsSaving] = useState(false);
  const [isLockLost, setIsLockLost] = useState(false);
  const [isTakingOver, setIsTakingOver] = useState(false);
  const [isVersionsOpen, setIsVersionsOpen] = useState(false);
  const isNew = record === null;

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

  const save = async (): Promise<boolean> => {
    const result = validateProduction(current, t);
    if (!result.ok) {
      setErrors(result.errors);
      notify({ kind: 'warning', title: t('validation:failed') });
      return false;
    }
    setErrors({});
    setIsSaving(true);
    try {
      const answer = record
        ? await updateProduction(record.id, { ...result.data, version: record.version })
        : await createProduction(result.data);
      applyChangeToCaches(queryClient, { kind: 'upsert', production: answer });
      const editable = toEditable(answer);
      setRecord(answer);
      setSaved(editable);
      setCurrent(editable);
      onSaved(answer, isNew);
      return true;
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors.length > 0) {
        setErrors(
          Object.fromEntries(fieldErrors.map((item) => [item.field, fieldErrorMessage(item, t)])),
        );
        notify({ kind: 'warning', title: t('validation:failed') });
      } else {
        // 409 stale and 412 lock lost keep the edits (and their draft) on screen.
        if (isApiError(error) && error.status === 412) setIsLockLost(true);
        notifyFailure(error, isNew ? 'create' : 'update');
      }
      return false;
    } finally {
      setIsSaving(false);
    }
  };

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
          <Row gutter={12}>
            <Col xs={24} md={10}>
              <Field label={t('fields.slug')} error={errors.slug} isRequired>
                <Input
                  value={current.slug}
                  maxLength={100}
                  disabled={disabled}
                  onChange={(e) => update({ slug: e.target.value.toUpperCase() })}
                  data-testid="production-form-slug"
                />
              </Field>
            </Col>
            <Col xs={12} md={5}>
              <Field label={t('fields.date')} error={errors.date} isRequired>
                <Input
                  type="date"
                  value={current.date}
                  disabled={disabled}
                  onChange={(e) => update({ date: e.target.value })}
                  data-testid="production-form-date"
                />
              </Field>
            </Col>
            <Col xs={12} md={4}>
              <Field label={t('fields.status')} error={errors.status}>
                <ProductionStatusSelect
                  value={current.status}
                  disabled={disabled}
                  onChange={(status) => update({ status })}
                  testId="production-form-status"
                />
              </Field>
            </Col>
            <Col xs={24} md={5}>
              <Field label={t('fields.type')} error={errors.typeId}>
                <LookupSelect
                  options={lookups.types}
                  value={current.typeId}
                  disabled={disabled}
                  ariaLabel={t('fields.type')}
                  onChange={(typeId) => update({ typeId })}
                  testId="production-form-type"
                />
              </Field>
            </Col>
          </Row>
          <Row gutter={12}>
            {(['schedule', 'departure', 'arrival'] as const).map((key) => (
              <Col xs={8} md={4} key={key}>
                <Field label={t(`fields.${key}`)} error={errors[key]}>
                  <Input
                    type="time"
                    value={timeValue(current[key])}
                    disabled={disabled}
                    onChange={(e) => update({ [key]: e.target.value || null })}
                    data-testid={`production-form-${key}`}
                  />
                </Field>
              </Col>
            ))}
            <Col xs={24} md={12}>
              <Field label={t('fields.team')} error={errors.teamId}>
                <LookupSelect
                  options={lookups.teams}
                  value={current.teamId}
                  disabled={disabled}
                  ariaLabel={t('fields.team')}
                  onChange={(teamId) => update({ teamId })}
                  testId="production-form-team"
                />
              </Field>
            </Col>
          </Row>
          <Row gutter={12}>
            <Col xs={24} md={12}>
              <Field label={t('fields.local')} error={errors.local}>
                <Input
                  value={current.local}
                  maxLength={400}
                  disabled={disabled}
                  onChange={(e) => update({ local: e.target.value })}
                  data-testid="production-form-local"
                />
              </Field>
            </Col>
            <Col xs={12} md={6}>
              <Field label={t('fields.latitude')} error={errors.latitude}>
                <InputNumber<number>
                  value={current.latitude}
                  min={-90}
                  max={90}
                  step={0.0001}
                  disabled={disabled}
                  style={{ width: '100%' }}
                  onChange={(latitude) => update({ latitude: latitude ?? null })}
                  data-testid="production-form-latitude"
                />
              </Field>
            </Col>
            <Col xs={12} md={6}>
              <Field label={t('fields.longitude')} error={errors.longitude}>
                <InputNumber<number>
                  value={current.longitude}
                  min={-180}
                  max={180}
                  step={0.0001}
                  disabled={disabled}
                  style={{ width: '100%' }}
                  onChange={(longitude) => update({ longitude: longitude ?? null })}
                  data-testid="production-form-longitude"
                />
              </Field>
            </Col>
          </Row>
          <Row gutter={12}>
            <Col xs={24} md={12}>
              <Field label={t('fields.producers')} error={errors.producersIds}>
                <LookupSelect
                  isMultiple
                  options={lookups.users}
                  value={current.producersIds}
                  disabled={disabled}
                  ariaLabel={t('fields.producers')}
                  onChange={(producersIds) => update({ producersIds })}
                  testId="production-form-producers"
                />
              </Field>
            </Col>
            <Col xs={24} md={12}>
              <Field label={t('fields.editors')} error={errors.editorsIds}>
                <LookupSelect
                  isMultiple
                  options={lookups.users}
                  value={current.editorsIds}
                  disabled={disabled}
                  ariaLabel={t('fields.editors')}
                  onChange={(editorsIds) => update({ editorsIds })}
                  testId="production-form-editors"
                />
              </Field>
            </Col>
            <Col xs={24} md={12}>
              <Field label={t('fields.resources')} error={errors.resourcesIds}>
                <LookupSelect
                  isMultiple
                  options={lookups.resources}
                  value={current.resourcesIds}
                  disabled={disabled}
                  ariaLabel={t('fields.resources')}
                  onChange={(resourcesIds) => update({ resourcesIds })}
                  testId="production-form-resources"
                />
              </Field>
            </Col>
            <Col xs={24} md={12}>
              <Field label={t('fields.vehicles')} error={errors.vehiclesIds}>
                <LookupSelect
                  isMultiple
                  options={lookups.vehicles}
                  value={current.vehiclesIds}
                  disabled={disabled}
                  ariaLabel={t('fields.vehicles')}
                  onChange={(vehiclesIds) => update({ vehiclesIds })}
                  testId="production-form-vehicles"
                />
              </Field>
            </Col>
          </Row>
          <Field label={t('fields.medias')} error={errors.medias}>
            <Input.TextArea
              value={current.medias}
              maxLength={2000}
              autoSize={{ minRows: 1 }}
              disabled={disabled}
              onChange={(e) => update({ medias: e.target.value })}
              data-testid="production-form-medias"
            />
          </Field>
          <Field label={t('fields.tasks')}>
            <ProductionTasksEditor
              tasks={current.tasks}
              date={current.date || null}
              onChange={(tasks) => update({ tasks })}
              errors={errors}
              disabled={disabled}
            />
          </Field>
          <Field label={t('fields.information')} error={errors.information}>
            <Input.TextArea
              value={current.information}
              autoSize={{ minRows: 3 }}
              disabled={disabled}
              onChange={(e) => update({ information: e.target.value })}
              data-testid="production-form-information"
            />
          </Field>
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
        </Space>
      </Form>
      {record && (
        <VersionsDialog
          open={isVersionsOpen}
          onClose={() => setIsVersionsOpen(false)}
          load={() => fetchProductionRevisions(record.id)}
          fieldLabel={(field) =>
            t(`fields.${field.split('.')[0] ?? field}`, { defaultValue: field })
          }
        />
      )}
    </Card>
  );
}
