import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { TEAM_NAME_MAX, teamInputSchema, type Team, type TeamInput } from '@newsroom/domain';
import { AdminFormModal, AdminNameField, useAdminRecordSave } from '../../../shared/admin';
import { UserMultiSelect, useUserOptions } from '../../groups';
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
  const [form] = Form.useForm<TeamInput>();
  const users = useUserOptions();
  const { save } = useTeamMutations();
  const saveTeam = useAdminRecordSave<TeamInput>({
    record: team,
    save,
    form,
    onClose,
    saved: { content: t('team:saved'), key: 'team-saved' },
    nameTaken: t('team:form.nameTaken'),
  });

  const handleFinish = (values: TeamInput) =>
    saveTeam({ name: values.name.trim(), memberIds: values.memberIds ?? [] });

  return (
    <AdminFormModal<TeamInput>
      form={form}
      title={team ? t('team:edit') : t('team:new')}
      width={560}
      canEdit={canEdit}
      saving={save.isPending}
      testId="team-form"
      onClose={onClose}
      initialValues={{ name: team?.name ?? '', memberIds: team?.memberIds ?? [] }}
      onFinish={handleFinish}
    >
      <AdminNameField
        label={t('team:form.name')}
        schema={nameSchema}
        maxLength={TEAM_NAME_MAX}
        testId="team-form-name"
      />
      <Form.Item name="memberIds" label={t('team:form.members')} extra={t('team:form.membersHint')}>
        <UserMultiSelect
          users={users.data ?? []}
          isLoading={users.isPending}
          placeholder={t('team:form.choosePeople')}
          testId="team-form-members"
        />
      </Form.Item>
    </AdminFormModal>
  );
}
