import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  institutionInputSchema,
  ROUND_KEYS,
  ROUND_LIMITS,
  type Institution,
  type InstitutionInput,
} from '@newsroom/domain';
import { AdminFormModal, AdminNameField, useAdminRecordSave } from '../../../shared/admin';
import { institutionsApi, segmentsApi } from '../api/roundRecordsApi';
import { ContactsSelect } from './ContactsSelect';
import { isRefusedAs } from './roundErrors';
import { useRecordMutations } from './useRecordMutations';
import { useRecords } from './useRecordList';

/** Props of {@link InstitutionFormModal}. */
export interface InstitutionFormModalProps {
  /** The institution to edit, or null for a new one. */
  institution: Institution | null;
  canEdit: boolean;
  onClose: () => void;
}

/**
 * Create or edit an institution: its segment, the number called, the address-book contacts to ask
 * for, the address and notes. A name taken (accents and case ignored) shows beside it.
 */
export function InstitutionFormModal({ institution, canEdit, onClose }: InstitutionFormModalProps) {
  const { t } = useTranslation('rounds');
  const [form] = Form.useForm<InstitutionInput>();
  const segments = useRecords(segmentsApi);
  const { save } = useRecordMutations(institutionsApi);
  const saveInstitution = useAdminRecordSave<InstitutionInput>({
    record: institution,
    save,
    form,
    onClose,
    saved: { content: t('institutions.saved'), key: 'round-institution-saved' },
    explain: (error) => {
      if (!isRefusedAs(error, ROUND_KEYS.duplicateInstitution)) return false;
      form.setFields([{ name: 'name', errors: [t('institutions.form.nameTaken')] }]);
      return true;
    },
  });
  const required = { required: true, message: t('validation:required') };

  return (
    <AdminFormModal<InstitutionInput>
      form={form}
      title={institution ? t('institutions.edit') : t('institutions.new')}
      width={640}
      canEdit={canEdit}
      saving={save.isPending}
      testId="round-institution-form"
      onClose={onClose}
      initialValues={{
        name: institution?.name ?? '',
        segmentId: institution?.segmentId,
        phone: institution?.phone ?? '',
        contactIds: institution?.contactIds ?? [],
        address: institution?.address ?? '',
        notes: institution?.notes ?? '',
      }}
      onFinish={(values) => saveInstitution({ ...values, name: values.name.trim() })}
    >
      <AdminNameField
        label={t('institutions.form.name')}
        testId="round-institution-form-name"
        schema={institutionInputSchema.shape.name}
        maxLength={ROUND_LIMITS.name}
      />
      <Form.Item name="segmentId" label={t('institutions.form.segment')} rules={[required]}>
        <Select<number>
          showSearch={{ optionFilterProp: 'label' }}
          loading={segments.isLoading}
          options={(segments.data ?? []).map((segment) => ({
            value: segment.id,
            label: segment.name,
          }))}
          data-testid="round-institution-form-segment"
        />
      </Form.Item>
      <Form.Item name="phone" label={t('institutions.form.phone')}>
        <Input maxLength={ROUND_LIMITS.phone} data-testid="round-institution-form-phone" />
      </Form.Item>
      <Form.Item name="contactIds" label={t('institutions.form.contacts')}>
        <ContactsSelect known={institution?.contacts ?? []} />
      </Form.Item>
      <Form.Item name="address" label={t('institutions.form.address')}>
        <Input maxLength={ROUND_LIMITS.address} />
      </Form.Item>
      <Form.Item name="notes" label={t('institutions.form.notes')}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={ROUND_LIMITS.notes} />
      </Form.Item>
    </AdminFormModal>
  );
}
