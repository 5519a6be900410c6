import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  agencyCategoryInputSchema,
  type AgencyCategory,
  type AgencyNetwork,
} from '@newsroom/domain';
import { AdminFormModal, AdminNameField, useAdminRecordSave } from '../../../../shared/admin';
import { useCategoryMutations, type CategoryInput } from '../hooks/useCategoryMutations';
import { isDuplicateCategory } from './categoryErrors';

/** Props of {@link CategoryFormModal}. */
export interface CategoryFormModalProps {
  /** The category to rename, or null for a new one. */
  category: AgencyCategory | null;
  /** The network a new category goes in. */
  network: AgencyNetwork;
  canEdit: boolean;
  onClose: () => void;
}

const nameSchema = agencyCategoryInputSchema.shape.name;

/** Create a category in the network shown, or rename one; a name taken in the network shows beside it. */
export function CategoryFormModal({ category, network, canEdit, onClose }: CategoryFormModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ name: string }>();
  const { save } = useCategoryMutations();
  const saveCategory = useAdminRecordSave<CategoryInput>({
    record: category,
    save,
    form,
    onClose,
    saved: { content: t('agencyAdmin:categories.saved'), key: 'agency-category-saved' },
    explain: (error) => {
      if (!isDuplicateCategory(error)) return false;
      form.setFields([{ name: 'name', errors: [t('agencyAdmin:categories.form.nameTaken')] }]);
      return true;
    },
  });
  const target = category?.network ?? network;

  return (
    <AdminFormModal<{ name: string }>
      form={form}
      title={`${category ? t('agencyAdmin:categories.edit') : t('agencyAdmin:categories.new')} · ${t(`agencyAdmin:networks.${target}`)}`}
      width={480}
      canEdit={canEdit}
      saving={save.isPending}
      testId="agency-category-form"
      onClose={onClose}
      initialValues={{ name: category?.name ?? '' }}
      onFinish={({ name }) => saveCategory({ network: target, name: name.trim() })}
    >
      <AdminNameField
        label={t('agencyAdmin:categories.form.name')}
        testId="agency-category-form-name"
        schema={nameSchema}
        maxLength={120}
      />
    </AdminFormModal>
  );
}
