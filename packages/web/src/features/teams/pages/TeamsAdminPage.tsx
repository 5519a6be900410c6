import { useEffect, useState, type HTMLAttributes } from 'react';
import {
  Alert,
  Button,
  Card,
  Drawer,
  Flex,
  Input,
  Popconfirm,
  Space,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
  type TablePaginationConfig,
} from 'antd';
import {
  CalendarOutlined,
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, hasRoles, roleName, teamSchema, type Team } from '@newsroom/domain';
import { useLiveAdminList } from '../../../shared/admin';
import { notifyFailure, useMessage } from '../../../shared/notifications';
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
  const message = useMessage();
  const { me } = useAuth();
  const roles = me?.roles ?? [];
  const canRead = hasRoles(roles, [roleName('team', 'read')]);
  const canEdit = hasRoles(roles, [roleName('team', 'write')]);
  const canRemove = hasRoles(roles, [roleName('team', 'admin')]);
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<Editing>(null);
  const [scheduled, setScheduled] = useState<Team | null>(null);
  const query = { filter, page };
  const teams = useQuery({
    queryKey: teamsPageKey(query),
    queryFn: () => fetchTeams(query),
    placeholderData: keepPreviousData,
    enabled: canRead,
    meta: { failureKind: 'load' },
  });
  const { remove } = useTeamMutations();
  useLiveAdminList<Team>({
    topic: 'teams',
    entity: 'team',
    queryKey: TEAMS_PAGE_KEY,
    toRow: (data) => {
      const parsed = teamSchema.safeParse(data);
      return parsed.success ? parsed.data : null;
    },
  });

  // A removal that empties the last page goes back one page.
  const isEmptyPage = teams.data !== undefined && teams.data.data.length === 0;
  useEffect(() => {
    if (isEmptyPage && page > 0) setPage(page - 1);
  }, [isEmptyPage, page]);

  if (!canRead)
    return (
      <Alert type="warning" showIcon title={t('team:noAccess')} data-testid="teams-no-access" />
    );

  const handleDelete = (team: Team) =>
    remove.mutate(team.id, {
      onSuccess: () => void message.success({ content: t('team:deleted'), key: 'team-deleted' }),
      onError: (error) => notifyFailure(error, 'delete'),
    });

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
    {
      key: 'actions',
      title: t('companyData:actions'),
      width: 150,
      render: (_value, team) => (
        <Space>
          <Button
            size="small"
            icon={canEdit ? <EditOutlined /> : <EyeOutlined />}
            aria-label={canEdit ? t('team:edit') : t('companyData:view')}
            onClick={() => setEditing({ team })}
            data-testid={`team-edit-${team.name}`}
          />
          <Button
            size="small"
            icon={<CalendarOutlined />}
            aria-label={t('team:schedule.title')}
            onClick={() => setScheduled(team)}
            data-testid={`team-schedule-${team.name}`}
          />
          {canRemove && (
            <Popconfirm
              title={t('team:deleteConfirm', { name: team.name })}
              okText={t('companyData:delete')}
              cancelText={t('common:cancel')}
              okButtonProps={{ danger: true, 'data-testid': 'team-delete-confirm' }}
              onConfirm={() => handleDelete(team)}
            >
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('companyData:delete')}
                data-testid={`team-delete-${team.name}`}
              />
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  const pagination: TablePaginationConfig = {
    current: page + 1,
    pageSize: DEFAULT_PAGE_SIZE,
    total: teams.data?.total ?? 0,
    showQuickJumper: true,
    showSizeChanger: false,
    showTotal: (total, [from, to]) => t('common:pagination.range', { from, to, total }),
  };

  const handleSearch = (value: string) => {
    setFilter(value.trim());
    setPage(0);
  };

  return (
    <Card
      title={t('team:title')}
      data-testid="teams"
      extra={
        canEdit && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing({ team: null })}
            data-testid="teams-new"
          >
            {t('team:new')}
          </Button>
        )
      }
    >
      <Flex vertical gap="middle">
        <Input.Search
          allowClear
          placeholder={t('team:filterPlaceholder')}
          onSearch={handleSearch}
          data-testid="teams-filter"
          className="nrcs-filter-box"
        />
        <Table<Team>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={teams.data?.data ?? []}
          loading={teams.isFetching || remove.isPending}
          pagination={pagination}
          onChange={(next) => setPage((next.current ?? 1) - 1)}
          onRow={(team) =>
            ({ 'data-testid': `team-row-${team.name}` }) as HTMLAttributes<HTMLElement>
          }
          data-testid="teams-table"
        />
        {teams.isError && <Typography.Text type="danger">{t('error:loadFailed')}</Typography.Text>}
      </Flex>
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
    </Card>
  );
}
