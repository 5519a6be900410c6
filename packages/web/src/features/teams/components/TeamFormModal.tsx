import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { TEAM_NAME_MAX, teamInputSchema, type Team, type TeamInput } from '@newsroom/domain';
import { AdminFormFooter } from '../../../shared/admin';
import { schemaRule, showFieldErrors } from '../../../shared/forms';
import { notifyFailure, useMessage } from '../../../shared/notifications';
import { isDuplicateName, UserMultiSelect, useUserOptions } from '../../groups';
import { useTeamMutations } from '../hooks/useTeamMutations';

/** Props of {@link TeamFormModal}. */
export interface TeamFormModalProps {
  /** The team to edit, or null for a new one. */
  team: Team | null;
  canEdit: boolean;
  onClose: () => void;
}

const nameSchema = teamInputSchema.shape.name;

/** Create or edit a team: its name and regular members. */
export function TeamFormModal({ team, canEdit, onClose }: TeamFormModalProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const [form] = Form.useForm<TeamInput>();
  const users = useUserOptions();
  const { save } = useTeamMutations();

  const handleFinish = (values: TeamInput) =>
    save.mutate(
      {
        id: team?.id ?? null,
        version: team?.version ?? null,
        input: { name: values.name.trim(), memberIds: values.memberIds ?? [] },
      },
      {
        onSuccess: () => {
          void message.success({ content: t('team:saved'), key: 'team-saved' });
          onClose();
        },
        onError: (error) => {
          if (isDuplicateName(error))
            form.setFields([{ name: 'name', errors: [t('team:form.nameTaken')] }]);
          else if (!showFieldErrors(form, error, t))
            notifyFailure(error, team ? 'update' : 'create');
        },
      },
    );

  return (
    <Modal
      open
      title={team ? t('team:edit') : t('team:new')}
      onCancel={onClose}
      width={560}
      footer={
        <AdminFormFooter
          onCancel={onClose}
          onSave={() => form.submit()}
          canSave={canEdit}
          saving={save.isPending}
          saveTestId="team-form-save"
        />
      }
    >
      <Form<TeamInput>
        form={form}
        layout="vertical"
        initialValues={{ name: team?.name ?? '', memberIds: team?.memberIds ?? [] }}
        onFinish={handleFinish}
        disabled={!canEdit}
        data-testid="team-form"
      >
        <Form.Item
          name="name"
          label={t('team:form.name')}
          rules={[
            { required: true, whitespace: true, message: t('validation:required') },
            schemaRule(nameSchema, t),
          ]}
        >
          <Input maxLength={TEAM_NAME_MAX} data-testid="team-form-name" />
        </Form.Item>
        <Form.Item
          name="memberIds"
          label={t('team:form.members')}
          extra={t('team:form.membersHint')}
        >
          <UserMultiSelect
            users={users.data ?? []}
            isLoading={users.isPending}
            placeholder={t('team:form.choosePeople')}
            testId="team-form-members"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
