import { useState } from 'react';
import { Alert, Button, Drawer, type TableColumnsType } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { hasRoles, roleName, teamSchema, type Team } from '@newsroom/domain';
import {
  AdminRecordList,
  adminRecordListProps,
  adminRecordWords,
  TagsCell,
  useAdminList,
} from '../../../shared/admin';
import { useAuth } from '../../auth';
import { TEAMS_API } from '../api/teamsApi';
import { TeamFormModal } from '../components/TeamFormModal';
import { TeamSchedulePanel } from '../components/TeamSchedulePanel';
import { useTeamMutations } from '../hooks/useTeamMutations';

/**
 * Admin "teams": paged list with filter, form (name, members), delete, and each team's
 * schedule in a drawer. Reading needs ROLE_TEAM_READ, changing ROLE_TEAM_WRITE, removing
 * ROLE_TEAM_ADMIN; kept live from `/topic/teams`.
 */
export function TeamsAdminPage() {
  const { t } = useTranslation();
  const { me } = useAuth();
  const roles = me?.roles ?? [];
  const canRead = hasRoles(roles, [roleName('team', 'read')]);
  const canEdit = hasRoles(roles, [roleName('team', 'write')]);
  const canRemove = hasRoles(roles, [roleName('team', 'admin')]);
  const [scheduled, setScheduled] = useState<Team | null>(null);
  const teams = useAdminList<Team>({
    queryKey: TEAMS_API.pageKey,
    queryFn: TEAMS_API.fetchPage,
    enabled: canRead,
    live: {
      topic: 'teams',
      entity: 'team',
      queryKey: TEAMS_API.pagesKey,
      toRow: (data) => {
        const parsed = teamSchema.safeParse(data);
        return parsed.success ? parsed.data : null;
      },
    },
  });
  const { remove } = useTeamMutations();

  if (!canRead)
    return (
      <Alert type="warning" showIcon title={t('team:noAccess')} data-testid="teams-no-access" />
    );

  const columns: TableColumnsType<Team> = [
    { key: 'name', title: t('team:columns.name'), dataIndex: 'name', width: 220 },
    {
      key: 'members',
      title: t('team:columns.members'),
      dataIndex: 'membersNicknames',
      render: (nicknames: string[]) => <TagsCell names={nicknames} />,
    },
  ];

  return (
    <AdminRecordList<Team>
      state={teams}
      {...adminRecordListProps<Team>(t, 'team')}
      words={{
        ...adminRecordWords(t, 'team'),
        // Teams name their actions with the company-data words.
        actions: t('companyData:actions'),
        view: t('companyData:view'),
        delete: t('companyData:delete'),
      }}
      columns={columns}
      actionsWidth={150}
      canEdit={canEdit}
      canDelete={canRemove}
      remove={remove}
      form={(team, onClose) => <TeamFormModal team={team} canEdit={canEdit} onClose={onClose} />}
      extraActions={(team) => (
        <Button
          size="small"
          icon={<CalendarOutlined />}
          aria-label={t('team:schedule.title')}
          onClick={() => setScheduled(team)}
          data-testid={`team-schedule-${team.name}`}
        />
      )}
    >
      <Drawer
        open={scheduled !== null}
        onClose={() => setScheduled(null)}
        size={640}
        title={scheduled ? t('team:schedule.titleOf', { name: scheduled.name }) : ''}
        destroyOnHidden
      >
        {scheduled && <TeamSchedulePanel teamId={scheduled.id} canEdit={canEdit} />}
      </Drawer>
    </AdminRecordList>
  );
}
