import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  GROUP_CATEGORIES_MAX,
  GROUP_NAME_MAX_CHARS,
  groupInputSchema,
  type Group,
  type GroupInput,
} from '@newsroom/domain';
import { AdminFormModal, AdminNameField, useAdminRecordForm } from '../../../shared/admin';
import { useGroupMutations } from '../hooks/useGroupMutations';
import { useUserOptions } from '../hooks/useUserOptions';
import { UserMultiSelect } from './UserMultiSelect';

/** Props of {@link GroupFormModal}. */
export interface GroupFormModalProps {
  /** The group to edit, or null for a new one. */
  group: Group | null;
  canEdit: boolean;
  onClose: () => void;
}

const nameSchema = groupInputSchema.shape.name;

const ROLE_FIELDS = [
  { name: 'producerIds', label: 'group:form.producers' },
  { name: 'editorIds', label: 'group:form.editors' },
  { name: 'reporterIds', label: 'group:form.reporters' },
  { name: 'userIds', label: 'group:form.users', testId: 'group-form-users' },
] as const;

function initialValues(group: Group | null): GroupInput {
  return {
    name: group?.name ?? '',
    categories: group?.categories ?? [],
    producerIds: group?.producerIds ?? [],
    editorIds: group?.editorIds ?? [],
    reporterIds: group?.reporterIds ?? [],
    userIds: group?.userIds ?? [],
  };
}

/** Create or edit a group: name, categories as tags, and members by role. */
export function GroupFormModal({ group, canEdit, onClose }: GroupFormModalProps) {
  const { t } = useTranslation();
  const users = useUserOptions();
  const { save } = useGroupMutations();
  const { saveRecord, modalProps, nameFieldProps } = useAdminRecordForm<GroupInput>({
    namespace: 'group',
    record: group,
    save,
    canEdit,
    onClose,
  });

  const handleFinish = (values: GroupInput) => saveRecord({ ...values, name: values.name.trim() });

  return (
    <AdminFormModal<GroupInput>
      {...modalProps}
      width={640}
      initialValues={initialValues(group)}
      onFinish={handleFinish}
    >
      <AdminNameField {...nameFieldProps} schema={nameSchema} maxLength={GROUP_NAME_MAX_CHARS} />
      <Form.Item
        name="categories"
        label={t('group:form.categories')}
        extra={t('group:form.categoriesHint')}
      >
        <Select
          mode="tags"
          maxCount={GROUP_CATEGORIES_MAX}
          tokenSeparators={[',']}
          open={false}
          suffixIcon={null}
          data-testid="group-form-categories"
        />
      </Form.Item>
      {ROLE_FIELDS.map((field) => (
        <Form.Item key={field.name} name={field.name} label={t(field.label)}>
          <UserMultiSelect
            users={users.data ?? []}
            isLoading={users.isPending}
            placeholder={t('group:form.choosePeople')}
            testId={'testId' in field ? field.testId : `group-form-${field.name}`}
          />
        </Form.Item>
      ))}
    </AdminFormModal>
  );
}
