import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { TEAM_NAME_MAX, teamInputSchema, type Team, type TeamInput } from '@newsroom/domain';
import { AdminFormModal, AdminNameField, useAdminRecordForm } from '../../../shared/admin';
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
  const users = useUserOptions();
  const { save } = useTeamMutations();
  const { saveRecord, modalProps, nameFieldProps } = useAdminRecordForm<TeamInput>({
    namespace: 'team',
    record: team,
    save,
    canEdit,
    onClose,
  });

  const handleFinish = (values: TeamInput) =>
    saveRecord({ name: values.name.trim(), memberIds: values.memberIds ?? [] });

  return (
    <AdminFormModal<TeamInput>
      {...modalProps}
      width={560}
      initialValues={{ name: team?.name ?? '', memberIds: team?.memberIds ?? [] }}
      onFinish={handleFinish}
    >
      <AdminNameField {...nameFieldProps} schema={nameSchema} maxLength={TEAM_NAME_MAX} />
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
