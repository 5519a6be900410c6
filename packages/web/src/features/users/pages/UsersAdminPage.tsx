import { useEffect, useState, type HTMLAttributes, type ReactNode } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Flex,
  Input,
  Popconfirm,
  Space,
  Switch,
  Table,
  Tag,
  Tooltip,
  Typography,
  type TableColumnsType,
} from 'antd';
import {
  DeleteOutlined,
  EditOutlined,
  KeyOutlined,
  LogoutOutlined,
  PlusOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  hasRoles,
  roleName,
  userAdminRowSchema,
  type Paged,
  type UserAdminRow,
  type UserDetail,
} from '@newsroom/domain';
import { adminListPagination, withCreated, withDeleted, withUpdated } from '../../../shared/admin';
import { useMessage } from '../../../shared/notifications';
import { useAuth } from '../../auth';
import {
  fetchUsersPage,
  INITIAL_USERS_QUERY,
  USERS_ADMIN_KEY,
  usersAdminKey,
  type UsersAdminQuery,
} from '../api/usersAdminApi';
import { withOnline } from '../api/usersAdminCache';
import { TemporaryPasswordModal } from '../components/TemporaryPasswordModal';
import { UserFormDrawer } from '../components/UserFormDrawer';
import { useUserMutations } from '../hooks/useUserMutations';
import { useUsersAdminLive } from '../hooks/useUsersAdminLive';

/** What the drawer shows: nothing, a new user, or one user. */
type Editing = { userId: number | null } | null;

/** A temporary password to show once. */
interface Revealed {
  nickname: string;
  password: string;
}

/** One action of a row, with its confirmation text when it needs one. */
interface RowAction {
  key: 'edit' | 'remove' | 'restore' | 'reset' | 'kick';
  icon: ReactNode;
  isDanger?: boolean;
  confirm?: string;
  run: () => void;
}

/**
 * Admin "users" (spec 3 §2, §4): filter box, active-only switch (on at start), paged table
 * with live online badges, create/edit drawer, remove, restore, reset password and kick-out.
 * Actions show by the administrator's roles; the server checks them again.
 */
export function UsersAdminPage() {
  const { t } = useTranslation();
  const message = useMessage();
  const queryClient = useQueryClient();
  const { me } = useAuth();
  const roles = me?.roles ?? [];
  const canRead = hasRoles(roles, [roleName('user', 'read')]);
  const canWrite = hasRoles(roles, [roleName('user', 'write')]);
  const canAdminister = hasRoles(roles, [roleName('user', 'admin')]);

  const [query, setQuery] = useState<UsersAdminQuery>(INITIAL_USERS_QUERY);
  const [filterText, setFilterText] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const [revealed, setRevealed] = useState<Revealed | null>(null);
  const users = useQuery({
    queryKey: usersAdminKey(query),
    queryFn: () => fetchUsersPage(query),
    placeholderData: keepPreviousData,
    enabled: canRead,
    meta: { failureKind: 'load' },
  });
  const mutations = useUserMutations();
  useUsersAdminLive();

  // A removal that empties the last page goes back one page.
  const isEmptyPage = users.data !== undefined && users.data.data.length === 0;
  useEffect(() => {
    if (isEmptyPage && query.page > 0) setQuery((q) => ({ ...q, page: q.page - 1 }));
  }, [isEmptyPage, query.page]);

  const patchPage = (change: (page: Paged<UserAdminRow>) => Paged<UserAdminRow>) =>
    queryClient.setQueryData<Paged<UserAdminRow>>(usersAdminKey(query), (page) =>
      page ? change(page) : page,
    );

  /** Back to the start (spec 3 §4: empty filter, active only, page 0), loaded afresh. */
  const reloadFromStart = async (): Promise<Paged<UserAdminRow> | undefined> => {
    setFilterText('');
    setQuery(INITIAL_USERS_QUERY);
    await queryClient.invalidateQueries({ queryKey: USERS_ADMIN_KEY, refetchType: 'none' });
    return queryClient
      .fetchQuery({
        queryKey: usersAdminKey(INITIAL_USERS_QUERY),
        queryFn: () => fetchUsersPage(INITIAL_USERS_QUERY),
      })
      .catch(() => undefined); // the query cache already told the user
  };

  const handleCreated = async (created: UserDetail) => {
    setEditing(null);
    void message.success({ content: t('users:admin.created'), key: 'user-saved' });
    if (!(await reloadFromStart())) return;
    // The new user goes first on the reloaded page (spec 3 §4 create rule).
    const row = userAdminRowSchema.parse(created);
    queryClient.setQueryData<Paged<UserAdminRow>>(usersAdminKey(INITIAL_USERS_QUERY), (page) =>
      page ? withCreated(page, row) : page,
    );
  };

  const handleUpdated = (updated: UserDetail) => {
    setEditing(null);
    void message.success({ content: t('users:admin.saved'), key: 'user-saved' });
    patchPage((page) => withUpdated(page, userAdminRowSchema.parse(updated)));
  };

  const handleRemove = (user: UserAdminRow) =>
    mutations.remove.mutate(user.id, {
      onSuccess: (removed) => {
        void message.success({ content: t('users:admin.removed'), key: 'user-removed' });
        if (query.activeOnly) {
          patchPage((page) => withDeleted(page, removed.id));
          void reloadFromStart();
        } else {
          // Showing removed users too: the row stays, marked, so it can be restored at once.
          patchPage((page) => withUpdated(page, removed));
        }
      },
    });

  const handleRestore = (user: UserAdminRow) =>
    mutations.restore.mutate(user.id, {
      onSuccess: (restored) => {
        void message.success({ content: t('users:admin.restored'), key: 'user-restored' });
        patchPage((page) => withUpdated(page, restored));
      },
    });

  const handleReset = (user: UserAdminRow) =>
    mutations.resetPassword.mutate(user.id, {
      onSuccess: (password) => {
        setRevealed({ nickname: user.nickname, password });
        patchPage((page) => withOnline(page, user.id, false));
      },
    });

  const handleKickOut = (user: UserAdminRow) =>
    mutations.kickOut.mutate(user.id, {
      onSuccess: () => {
        void message.success({ content: t('users:admin.kicked'), key: 'user-kicked' });
        patchPage((page) => withOnline(page, user.id, false));
      },
    });

  const actionsOf = (user: UserAdminRow): RowAction[] => {
    const name = `${user.name} (${user.nickname})`;
    const actions: RowAction[] = [];
    if (canWrite && !user.excluded)
      actions.push({
        key: 'edit',
        icon: <EditOutlined />,
        run: () => setEditing({ userId: user.id }),
      });
    if (canAdminister && user.online && !user.excluded)
      actions.push({
        key: 'kick',
        icon: <LogoutOutlined />,
        confirm: t('users:admin.confirm.kick', { name }),
        run: () => handleKickOut(user),
      });
    if (canAdminister && !user.excluded)
      actions.push({
        key: 'reset',
        icon: <KeyOutlined />,
        confirm: t('users:admin.confirm.reset', { name }),
        run: () => handleReset(user),
      });
    if (canAdminister && !user.excluded && user.id !== me?.id)
      actions.push({
        key: 'remove',
        icon: <DeleteOutlined />,
        isDanger: true,
        confirm: t('users:admin.confirm.remove', { name }),
        run: () => handleRemove(user),
      });
    if (canAdminister && user.excluded)
      actions.push({ key: 'restore', icon: <UndoOutlined />, run: () => handleRestore(user) });
    return actions;
  };

  const renderAction = (user: UserAdminRow, action: RowAction) => {
    const label = t(`users:admin.actions.${action.key}`);
    const button = (
      <Tooltip title={label}>
        <Button
          size="small"
          danger={action.isDanger}
          icon={action.icon}
          aria-label={label}
          onClick={action.confirm ? undefined : action.run}
          data-testid={`user-action-${action.key}-${user.nickname}`}
        />
      </Tooltip>
    );
    if (!action.confirm) return <span key={action.key}>{button}</span>;
    return (
      <Popconfirm
        key={action.key}
        title={action.confirm}
        okText={label}
        cancelText={t('common:cancel')}
        okButtonProps={{ danger: action.isDanger, ...{ 'data-testid': 'user-confirm-ok' } }}
        onConfirm={action.run}
      >
        {button}
      </Popconfirm>
    );
  };

  const columns: TableColumnsType<UserAdminRow> = [
    {
      key: 'name',
      title: t('users:admin.columns.name'),
      dataIndex: 'name',
      render: (name: string, user) => (
        <Space size="small">
          <Typography.Text delete={user.excluded}>{name}</Typography.Text>
          {user.excluded && (
            <Tag color="red" data-testid={`user-excluded-${user.nickname}`}>
              {t('users:admin.excluded')}
            </Tag>
          )}
        </Space>
      ),
    },
    { key: 'nickname', title: t('users:admin.columns.nickname'), dataIndex: 'nickname' },
    { key: 'email', title: t('users:admin.columns.email'), dataIndex: 'email', ellipsis: true },
    {
      key: 'online',
      title: t('users:admin.columns.online'),
      width: 110,
      render: (_value, user) => (
        <Badge
          status={user.online ? 'success' : 'default'}
          text={user.online ? t('users:admin.online') : t('users:admin.offline')}
          data-testid={`user-online-${user.nickname}`}
          data-online={user.online}
        />
      ),
    },
    {
      key: 'actions',
      title: t('users:admin.columns.actions'),
      width: 170,
      render: (_value, user) => <Space>{actionsOf(user).map((a) => renderAction(user, a))}</Space>,
    },
  ];

  const pagination = adminListPagination(t, query.page, users.data?.total ?? 0);

  if (!canRead) {
    return (
      <Card title={t('users:admin.title')} data-testid="users">
        <Alert type="warning" showIcon title={t('users:admin.noAccess')} />
      </Card>
    );
  }

  const isBusy =
    users.isFetching ||
    mutations.remove.isPending ||
    mutations.restore.isPending ||
    mutations.resetPassword.isPending ||
    mutations.kickOut.isPending;

  return (
    <Card
      title={t('users:admin.title')}
      data-testid="users"
      extra={
        canWrite && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing({ userId: null })}
            data-testid="users-new"
          >
            {t('users:admin.new')}
          </Button>
        )
      }
    >
      <Flex vertical gap="middle">
        <Flex gap="middle" align="center" wrap>
          <Input.Search
            allowClear
            value={filterText}
            onChange={(event) => setFilterText(event.target.value)}
            placeholder={t('users:admin.filterPlaceholder')}
            onSearch={(value) => setQuery((q) => ({ ...q, filter: value.trim(), page: 0 }))}
            data-testid="users-filter"
            className="nrcs-filter-box"
          />
          <Space>
            <Switch
              checked={query.activeOnly}
              onChange={(activeOnly) => setQuery((q) => ({ ...q, activeOnly, page: 0 }))}
              data-testid="users-active-only"
            />
            <Typography.Text>{t('users:admin.activeOnly')}</Typography.Text>
          </Space>
        </Flex>
        <Table<UserAdminRow>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={users.data?.data ?? []}
          loading={isBusy}
          pagination={pagination}
          onChange={(next) => setQuery((q) => ({ ...q, page: (next.current ?? 1) - 1 }))}
          onRow={(user) =>
            ({
              'data-testid': `user-row-${user.nickname}`,
              'data-excluded': user.excluded,
              'data-online': user.online,
            }) as HTMLAttributes<HTMLElement>
          }
          data-testid="users-table"
        />
        {users.isError && <Typography.Text type="danger">{t('error:loadFailed')}</Typography.Text>}
      </Flex>
      {editing && (
        <UserFormDrawer
          userId={editing.userId}
          canEdit={canWrite}
          onClose={() => setEditing(null)}
          onCreated={(created) => void handleCreated(created)}
          onUpdated={handleUpdated}
        />
      )}
      {revealed && (
        <TemporaryPasswordModal
          nickname={revealed.nickname}
          password={revealed.password}
          onClose={() => setRevealed(null)}
        />
      )}
    </Card>
  );
}
