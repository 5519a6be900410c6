import { Form, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  AGENCY_NETWORKS,
  agencySourceInputSchema,
  POLL_INTERVAL_MAX_MINUTES,
  POLL_INTERVAL_MIN_MINUTES,
  type AgencySource,
} from '@newsroom/domain';
import { AdminFormModal, AdminNameField, useAdminSave } from '../../../../shared/admin';
import { notify } from '../../../../shared/notifications';
import { useAgencyCategories } from '../hooks/useAgencyCategories';
import { useSourceMutations } from '../hooks/useSourceMutations';
import {
  isDuplicateSource,
  kindsOf,
  sourceFormValues,
  sourceInputOf,
  type SourceFormValues,
} from './sourceForm';
import { useSourceHint } from './useSourceHint';

/** Props of {@link SourceFormModal}. */
export interface SourceFormModalProps {
  /** The source to edit, or null for a new one. */
  source: AgencySource | null;
  canEdit: boolean;
  onClose: () => void;
}

const nameSchema = agencySourceInputSchema.shape.name;

/**
 * Create or edit a source: network, the kinds of that network, name, address (named and
 * explained per kind), a category of that network, interval and enabled. The server reads the
 * source at once; an unreadable one is kept and its hint shown as a warning (spec 3 §8).
 */
export function SourceFormModal({ source, canEdit, onClose }: SourceFormModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SourceFormValues>();
  const categories = useAgencyCategories();
  const { save } = useSourceMutations();
  const hintOf = useSourceHint();
  const initial = sourceFormValues(source);
  const network = Form.useWatch('network', form) ?? initial.network;
  const kind = Form.useWatch('kind', form) ?? initial.kind;
  const required = { required: true, message: t('validation:required') };

  const callbacks = useAdminSave({
    form,
    isNew: source === null,
    onClose,
    saved: { content: t('agencyAdmin:sources.saved'), key: 'agency-source-saved' },
    explain: (error) => {
      if (!isDuplicateSource(error)) return false;
      form.setFields([{ name: 'address', errors: [t('agencyAdmin:sources.form.addressTaken')] }]);
      return true;
    },
  });

  const handleFinish = (values: SourceFormValues) =>
    save.mutate(
      { id: source?.id ?? null, version: source?.version ?? null, input: sourceInputOf(values) },
      {
        onSuccess: (saved) => {
          if (saved.state !== 'invalid') {
            callbacks.onSuccess();
            return;
          }
          // Kept and retried with backoff: say why it could not be read now.
          notify({
            kind: 'warning',
            title: t('agencyAdmin:sources.savedInvalid'),
            description: t('agencyAdmin:sources.savedInvalidHint', { hint: hintOf(saved) }),
          });
          onClose();
        },
        onError: callbacks.onError,
      },
    );

  const handleValuesChange = (changed: Partial<SourceFormValues>) => {
    if (!changed.network) return;
    // Another network: its first kind, and no category of the one before.
    form.setFieldsValue({ kind: kindsOf(changed.network)[0], categoryId: null });
  };

  return (
    <AdminFormModal<SourceFormValues>
      form={form}
      title={source ? t('agencyAdmin:sources.edit') : t('agencyAdmin:sources.new')}
      width={640}
      canEdit={canEdit}
      saving={save.isPending}
      testId="agency-source-form"
      onClose={onClose}
      initialValues={initial}
      onFinish={handleFinish}
      onValuesChange={handleValuesChange}
    >
      <Form.Item name="network" label={t('agencyAdmin:sources.form.network')} rules={[required]}>
        <Select
          options={AGENCY_NETWORKS.map((value) => ({
            value,
            label: t(`agencyAdmin:networks.${value}`),
          }))}
          data-testid="agency-source-form-network"
        />
      </Form.Item>
      <Form.Item name="kind" label={t('agencyAdmin:sources.form.kind')} rules={[required]}>
        <Select
          options={kindsOf(network).map((value) => ({
            value,
            label: t(`agencyAdmin:kinds.${value}`),
          }))}
          data-testid="agency-source-form-kind"
        />
      </Form.Item>
      <AdminNameField
        label={t('agencyAdmin:sources.form.name')}
        testId="agency-source-form-name"
        schema={nameSchema}
        maxLength={120}
      />
      <Form.Item
        name="address"
        label={t(`agencyAdmin:sources.form.address.${kind}`)}
        extra={t(`agencyAdmin:sources.form.addressHelp.${kind}`)}
        rules={[{ ...required, whitespace: true }]}
      >
        <Input maxLength={500} data-testid="agency-source-form-address" />
      </Form.Item>
      <Form.Item name="categoryId" label={t('agencyAdmin:sources.form.category')}>
        <Select
          allowClear
          placeholder={t('agencyAdmin:sources.form.noCategory')}
          loading={categories.isPending}
          options={(categories.data ?? [])
            .filter((category) => category.network === network)
            .map((category) => ({ value: category.id, label: category.name }))}
          data-testid="agency-source-form-category"
        />
      </Form.Item>
      <Form.Item
        name="intervalMinutes"
        label={t('agencyAdmin:sources.form.interval')}
        extra={t('agencyAdmin:sources.form.intervalHint')}
        rules={[required]}
      >
        <InputNumber
          min={POLL_INTERVAL_MIN_MINUTES}
          max={POLL_INTERVAL_MAX_MINUTES}
          precision={0}
          suffix={t('agencyAdmin:sources.form.minutes')}
          data-testid="agency-source-form-interval"
        />
      </Form.Item>
      <Form.Item
        name="enabled"
        label={t('agencyAdmin:sources.form.enabled')}
        valuePropName="checked"
      >
        <Switch data-testid="agency-source-form-enabled" />
      </Form.Item>
    </AdminFormModal>
  );
}
