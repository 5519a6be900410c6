import { useEffect, useState, type HTMLAttributes } from 'react';
import {
  Button,
  Card,
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
import { DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, groupMemberIds, type Group } from '@newsroom/domain';
import { useLiveAdminList } from '../../../shared/admin';
import { notifyFailure, useMessage } from '../../../shared/notifications';
import { fetchGroups, GROUPS_PAGE_KEY, groupsPageKey } from '../api/groupsApi';
import { GroupFormModal } from '../components/GroupFormModal';
import { useGroupMutations } from '../hooks/useGroupMutations';

/** Props of {@link GroupsPage}. */
export interface GroupsPageProps {
  /** ROLE_ADMIN_WRITE: create, edit and delete; otherwise read-only. */
  canEdit: boolean;
}

/** What the form is showing: nothing, a new group, or one group. */
type Editing = { group: Group | null } | null;

/** Admin "groups": paged list with filter, form, delete; live from `/topic/groups`. */
export function GroupsPage({ canEdit }: GroupsPageProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<Editing>(null);
  const query = { filter, page };
  const groups = useQuery({
    queryKey: groupsPageKey(query),
    queryFn: () => fetchGroups(query),
    placeholderData: keepPreviousData,
    meta: { failureKind: 'load' },
  });
  const { remove } = useGroupMutations();
  useLiveAdminList<Group>({ topic: 'groups', entity: 'group', queryKey: GROUPS_PAGE_KEY });

  // A removal that empties the last page goes back one page.
  const isEmptyPage = groups.data !== undefined && groups.data.data.length === 0;
  useEffect(() => {
    if (isEmptyPage && page > 0) setPage(page - 1);
  }, [isEmptyPage, page]);

  const handleDelete = (group: Group) =>
    remove.mutate(group.id, {
      onSuccess: () => void message.success({ content: t('group:deleted'), key: 'group-deleted' }),
      onError: (error) => notifyFailure(error, 'delete'),
    });

  const columns: TableColumnsType<Group> = [
    { key: 'name', title: t('group:columns.name'), dataIndex: 'name' },
    {
      key: 'categories',
      title: t('group:columns.categories'),
      dataIndex: 'categories',
      render: (categories: string[]) => (
        <Flex wrap gap={4}>
          {categories.map((category) => (
            <Tag key={category}>{category}</Tag>
          ))}
        </Flex>
      ),
    },
    {
      key: 'members',
      title: t('group:columns.members'),
      width: 120,
      render: (_value, group) => groupMemberIds(group).length,
    },
    {
      key: 'actions',
      title: t('group:columns.actions'),
      width: 120,
      render: (_value, group) => (
        <Space>
          <Button
            size="small"
            icon={canEdit ? <EditOutlined /> : <EyeOutlined />}
            aria-label={canEdit ? t('group:edit') : t('group:view')}
            onClick={() => setEditing({ group })}
            data-testid={`group-edit-${group.name}`}
          />
          {canEdit && (
            <Popconfirm
              title={t('group:deleteConfirm', { name: group.name })}
              okText={t('group:delete')}
              cancelText={t('common:cancel')}
              okButtonProps={{ danger: true, 'data-testid': 'group-delete-confirm' }}
              onConfirm={() => handleDelete(group)}
            >
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('group:delete')}
                data-testid={`group-delete-${group.name}`}
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
    total: groups.data?.total ?? 0,
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
      title={t('group:title')}
      data-testid="groups"
      extra={
        canEdit && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing({ group: null })}
            data-testid="groups-new"
          >
            {t('group:new')}
          </Button>
        )
      }
    >
      <Flex vertical gap="middle">
        <Input.Search
          allowClear
          placeholder={t('group:filterPlaceholder')}
          onSearch={handleSearch}
          data-testid="groups-filter"
          className="nrcs-filter-box"
        />
        <Table<Group>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={groups.data?.data ?? []}
          loading={groups.isFetching || remove.isPending}
          pagination={pagination}
          onChange={(next) => setPage((next.current ?? 1) - 1)}
          onRow={(group) =>
            ({ 'data-testid': `group-row-${group.name}` }) as HTMLAttributes<HTMLElement>
          }
          data-testid="groups-table"
        />
        {groups.isError && <Typography.Text type="danger">{t('error:loadFailed')}</Typography.Text>}
      </Flex>
      {editing && (
        <GroupFormModal group={editing.group} canEdit={canEdit} onClose={() => setEditing(null)} />
      )}
    </Card>
  );
}
