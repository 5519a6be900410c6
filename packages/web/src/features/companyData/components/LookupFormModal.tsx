import { Form, Input, Select, type FormRule } from 'antd';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { isTextVehicle, VEHICLE_KINDS } from '@newsroom/domain';
import { AdminFormModal, useAdminSave } from '../../../shared/admin';
import { schemaRule } from '../../../shared/forms';
import { duplicateFieldOf } from '../api/duplicateField';
import { useLookupMutations } from '../hooks/useLookupMutations';
import {
  initialFormValues,
  toLookupInput,
  type LookupField,
  type LookupPageConfig,
  type LookupRecord,
} from '../lookups/lookupConfigs';
import { ColourInput } from './ColourInput';

/** Props of {@link LookupFormModal}. */
export interface LookupFormModalProps {
  config: LookupPageConfig;
  /** The record to edit, or null for a new one. */
  record: LookupRecord | null;
  canEdit: boolean;
  onClose: () => void;
}

/** Create or edit one lookup record; its fields come from the page configuration. */
export function LookupFormModal({ config, record, canEdit, onClose }: LookupFormModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Record<string, string>>();
  const { save } = useLookupMutations(config);
  const ns = config.entity;

  const callbacks = useAdminSave({
    form,
    isNew: !record,
    onClose,
    saved: { content: t('companyData:saved'), key: `${ns}-saved` },
    explain: (error) => {
      const duplicate = duplicateFieldOf(error);
      if (!duplicate || !config.fields.some((field) => field.field === duplicate.field))
        return false;
      const key = duplicate.isExcluded
        ? 'companyData:duplicateRemoved'
        : `companyData:duplicate.${duplicate.field}`;
      form.setFields([{ name: duplicate.field, errors: [t(key)] }]);
      return true;
    },
  });

  const handleFinish = (values: Record<string, unknown>) => {
    save.mutate(
      {
        id: record?.id ?? null,
        version: record?.version ?? null,
        input: toLookupInput(config, values),
      },
      callbacks,
    );
  };

  const rulesOf = (field: LookupField): FormRule[] => {
    const schema = config.inputSchema.shape[field.field] as z.ZodType | undefined;
    const required: FormRule = {
      required: true,
      whitespace: true,
      message: t('validation:required'),
    };
    return schema ? [required, schemaRule(schema, t)] : [required];
  };

  return (
    <AdminFormModal
      form={form}
      title={t(record ? `${ns}:edit` : `${ns}:new`)}
      width={560}
      canEdit={canEdit}
      saving={save.isPending}
      testId="lookup-form"
      onClose={onClose}
      initialValues={initialFormValues(config, record)}
      onFinish={handleFinish}
    >
      {config.fields.map((field) => (
        <Form.Item
          key={field.field}
          name={field.field}
          label={t(`${ns}:fields.${field.field}`)}
          rules={rulesOf(field)}
          normalize={
            field.kind === 'abbreviation' ? (value: string) => value.toUpperCase() : undefined
          }
          extra={field.kind === 'vehicleKind' ? t('vehicle:textHint') : undefined}
        >
          <FieldInput field={field} testId={`lookup-form-${field.field}`} />
        </Form.Item>
      ))}
    </AdminFormModal>
  );
}

/** Props of {@link FieldInput}; `value`/`onChange` come from the Form.Item. */
interface FieldInputProps {
  field: LookupField;
  testId: string;
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
}

/** The input of one field kind. */
function FieldInput({ field, testId, value, onChange, disabled }: FieldInputProps) {
  const { t } = useTranslation();
  switch (field.kind) {
    case 'colour':
      return <ColourInput value={value} onChange={onChange} disabled={disabled} testId={testId} />;
    case 'vehicleKind':
      return (
        <Select<string>
          value={value}
          onChange={(next) => onChange?.(next)}
          disabled={disabled}
          data-testid={testId}
          options={VEHICLE_KINDS.map((kind) => ({
            value: kind,
            label: isTextVehicle(kind)
              ? `${t(`vehicle:kinds.${kind}`)} · ${t('vehicle:text')}`
              : t(`vehicle:kinds.${kind}`),
          }))}
        />
      );
    case 'url':
      return (
        <Input
          type="url"
          inputMode="url"
          value={value}
          onChange={(event) => onChange?.(event.target.value)}
          disabled={disabled}
          data-testid={testId}
        />
      );
    case 'abbreviation':
    case 'text':
      return (
        <Input
          value={value}
          onChange={(event) => onChange?.(event.target.value)}
          disabled={disabled}
          data-testid={testId}
        />
      );
  }
}
