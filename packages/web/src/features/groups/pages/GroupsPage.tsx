import { useState } from 'react';
import { Flex, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { groupMemberIds, type Group } from '@newsroom/domain';
import {
  adminActionsColumn,
  AdminListLayout,
  adminListTestIds,
  useAdminDelete,
  useAdminList,
} from '../../../shared/admin';
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
  const [editing, setEditing] = useState<Editing>(null);
  const groups = useAdminList<Group>({
    queryKey: groupsPageKey,
    queryFn: fetchGroups,
    live: { topic: 'groups', entity: 'group', queryKey: GROUPS_PAGE_KEY },
  });
  const { remove } = useGroupMutations();

  const handleDelete = useAdminDelete(remove, {
    content: t('group:deleted'),
    key: 'group-deleted',
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
    adminActionsColumn<Group>({
      title: t('group:columns.actions'),
      width: 120,
      canEdit,
      canDelete: canEdit,
      labels: { edit: t('group:edit'), view: t('group:view'), delete: t('group:delete') },
      confirmTitle: (group) => t('group:deleteConfirm', { name: group.name }),
      testId: 'group',
      onEdit: (group) => setEditing({ group }),
      onDelete: handleDelete,
    }),
  ];

  return (
    <AdminListLayout<Group>
      state={groups}
      title={t('group:title')}
      canCreate={canEdit}
      createLabel={t('group:new')}
      onCreate={() => setEditing({ group: null })}
      filterPlaceholder={t('group:filterPlaceholder')}
      columns={columns}
      isBusy={remove.isPending}
      testIds={adminListTestIds<Group>('groups', 'group')}
    >
      {editing && (
        <GroupFormModal group={editing.group} canEdit={canEdit} onClose={() => setEditing(null)} />
      )}
    </AdminListLayout>
  );
}
