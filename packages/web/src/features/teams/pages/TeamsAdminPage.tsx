import { useState } from 'react';
import { Alert, Button, Drawer, Flex, Tag, type TableColumnsType } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { hasRoles, roleName, teamSchema, type Team } from '@newsroom/domain';
import {
  adminActionsColumn,
  AdminListLayout,
  adminListTestIds,
  useAdminDelete,
  useAdminList,
} from '../../../shared/admin';
import { useAuth } from '../../auth';
import { fetchTeams, TEAMS_PAGE_KEY, teamsPageKey } from '../api/teamsApi';
import { TeamFormModal } from '../components/TeamFormModal';
import { TeamSchedulePanel } from '../components/TeamSchedulePanel';
import { useTeamMutations } from '../hooks/useTeamMutations';

/** What the form is showing: nothing, a new team, or one team. */
type Editing = { team: Team | null } | null;

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
  const [editing, setEditing] = useState<Editing>(null);
  const [scheduled, setScheduled] = useState<Team | null>(null);
  const teams = useAdminList<Team>({
    queryKey: teamsPageKey,
    queryFn: fetchTeams,
    enabled: canRead,
    live: {
      topic: 'teams',
      entity: 'team',
      queryKey: TEAMS_PAGE_KEY,
      toRow: (data) => {
        const parsed = teamSchema.safeParse(data);
        return parsed.success ? parsed.data : null;
      },
    },
  });
  const { remove } = useTeamMutations();
  const handleDelete = useAdminDelete(remove, {
    content: t('team:deleted'),
    key: 'team-deleted',
  });

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
      render: (nicknames: string[]) => (
        <Flex wrap gap={4}>
          {nicknames.map((nickname) => (
            <Tag key={nickname}>{nickname}</Tag>
          ))}
        </Flex>
      ),
    },
    adminActionsColumn<Team>({
      title: t('companyData:actions'),
      width: 150,
      canEdit,
      canDelete: canRemove,
      labels: {
        edit: t('team:edit'),
        view: t('companyData:view'),
        delete: t('companyData:delete'),
      },
      confirmTitle: (team) => t('team:deleteConfirm', { name: team.name }),
      testId: 'team',
      onEdit: (team) => setEditing({ team }),
      onDelete: handleDelete,
      extra: (team) => (
        <Button
          size="small"
          icon={<CalendarOutlined />}
          aria-label={t('team:schedule.title')}
          onClick={() => setScheduled(team)}
          data-testid={`team-schedule-${team.name}`}
        />
      ),
    }),
  ];

  return (
    <AdminListLayout<Team>
      state={teams}
      title={t('team:title')}
      canCreate={canEdit}
      createLabel={t('team:new')}
      onCreate={() => setEditing({ team: null })}
      filterPlaceholder={t('team:filterPlaceholder')}
      columns={columns}
      isBusy={remove.isPending}
      testIds={adminListTestIds<Team>('teams', 'team')}
    >
      {editing && (
        <TeamFormModal team={editing.team} canEdit={canEdit} onClose={() => setEditing(null)} />
      )}
      <Drawer
        open={scheduled !== null}
        onClose={() => setScheduled(null)}
        size={640}
        title={scheduled ? t('team:schedule.titleOf', { name: scheduled.name }) : ''}
        destroyOnHidden
      >
        {scheduled && <TeamSchedulePanel teamId={scheduled.id} canEdit={canEdit} />}
      </Drawer>
    </AdminListLayout>
  );
}
