import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  GROUP_CATEGORIES_MAX,
  GROUP_NAME_MAX_CHARS,
  groupInputSchema,
  type Group,
  type GroupInput,
} from '@newsroom/domain';
import { AdminFormFooter } from '../../../shared/admin';
import { schemaRule, showFieldErrors } from '../../../shared/forms';
import { notifyFailure, useMessage } from '../../../shared/notifications';
import { isDuplicateName } from '../api/duplicateName';
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
  const message = useMessage();
  const [form] = Form.useForm<GroupInput>();
  const users = useUserOptions();
  const { save } = useGroupMutations();

  const handleFinish = (values: GroupInput) => {
    const input: GroupInput = { ...values, name: values.name.trim() };
    save.mutate(
      { id: group?.id ?? null, version: group?.version ?? null, input },
      {
        onSuccess: () => {
          void message.success({ content: t('group:saved'), key: 'group-saved' });
          onClose();
        },
        onError: (error) => {
          if (isDuplicateName(error)) {
            form.setFields([{ name: 'name', errors: [t('group:form.nameTaken')] }]);
          } else if (!showFieldErrors(form, error, t)) {
            notifyFailure(error, group ? 'update' : 'create');
          }
        },
      },
    );
  };

  return (
    <Modal
      open
      title={group ? t('group:edit') : t('group:new')}
      onCancel={onClose}
      width={640}
      footer={
        <AdminFormFooter
          onCancel={onClose}
          onSave={() => form.submit()}
          canSave={canEdit}
          saving={save.isPending}
          saveTestId="group-form-save"
        />
      }
    >
      <Form<GroupInput>
        form={form}
        layout="vertical"
        initialValues={initialValues(group)}
        onFinish={handleFinish}
        disabled={!canEdit}
        data-testid="group-form"
      >
        <Form.Item
          name="name"
          label={t('group:form.name')}
          rules={[
            { required: true, whitespace: true, message: t('validation:required') },
            schemaRule(nameSchema, t),
          ]}
        >
          <Input maxLength={GROUP_NAME_MAX_CHARS} data-testid="group-form-name" />
        </Form.Item>
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
      </Form>
    </Modal>
  );
}
