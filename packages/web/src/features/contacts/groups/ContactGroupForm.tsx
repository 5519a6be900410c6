import { Form } from 'antd';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  contactGroupInputSchema,
  type ContactGroup,
  type ContactGroupInput,
} from '@newsroom/domain';
import {
  AdminFormModal,
  AdminNameField,
  useAdminRecordSave,
  type AdminSave,
} from '../../../shared/admin';

/** Props of {@link ContactGroupForm}. */
export interface ContactGroupFormProps {
  /** The group to rename; null for a new one. */
  group: ContactGroup | null;
  save: UseMutationResult<unknown, Error, AdminSave<ContactGroupInput>>;
  onClose: () => void;
}

const nameSchema = contactGroupInputSchema.shape.name;

/** Creates or renames a contact group; a name taken shows beside the field. */
export function ContactGroupForm({ group, save, onClose }: ContactGroupFormProps) {
  const { t } = useTranslation('contact');
  const [form] = Form.useForm<ContactGroupInput>();
  const saveGroup = useAdminRecordSave<ContactGroupInput>({
    record: group,
    save,
    form,
    onClose,
    saved: { content: t('groups.saved'), key: 'contact-group-saved' },
    nameTaken: t('groups.nameTaken'),
  });
  return (
    <AdminFormModal<ContactGroupInput>
      form={form}
      title={group ? t('groups.rename') : t('groups.new')}
      width={420}
      canEdit
      saving={save.isPending}
      testId="contact-group-form"
      onClose={onClose}
      initialValues={{ name: group?.name ?? '' }}
      onFinish={(values) => saveGroup({ name: values.name.trim() })}
    >
      <AdminNameField
        label={t('groups.name')}
        schema={nameSchema}
        maxLength={120}
        testId="contact-group-form-name"
      />
    </AdminFormModal>
  );
}
