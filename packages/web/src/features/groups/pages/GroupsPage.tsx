import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { groupMemberIds, type Group } from '@newsroom/domain';
import {
  AdminRecordList,
  adminRecordListProps,
  TagsCell,
  useAdminList,
} from '../../../shared/admin';
import { GROUPS_API } from '../api/groupsApi';
import { GroupFormModal } from '../components/GroupFormModal';
import { useGroupMutations } from '../hooks/useGroupMutations';

/** Props of {@link GroupsPage}. */
export interface GroupsPageProps {
  /** ROLE_ADMIN_WRITE: create, edit and delete; otherwise read-only. */
  canEdit: boolean;
}

/** Admin "groups": paged list with filter, form, delete; live from `/topic/groups`. */
export function GroupsPage({ canEdit }: GroupsPageProps) {
  const { t } = useTranslation();
  const groups = useAdminList<Group>({
    queryKey: GROUPS_API.pageKey,
    queryFn: GROUPS_API.fetchPage,
    live: { topic: 'groups', entity: 'group', queryKey: GROUPS_API.pagesKey },
  });
  const { remove } = useGroupMutations();

  const columns: TableColumnsType<Group> = [
    { key: 'name', title: t('group:columns.name'), dataIndex: 'name' },
    {
      key: 'categories',
      title: t('group:columns.categories'),
      dataIndex: 'categories',
      render: (categories: string[]) => <TagsCell names={categories} />,
    },
    {
      key: 'members',
      title: t('group:columns.members'),
      width: 120,
      render: (_value, group) => groupMemberIds(group).length,
    },
  ];

  return (
    <AdminRecordList<Group>
      state={groups}
      {...adminRecordListProps<Group>(t, 'group')}
      columns={columns}
      canEdit={canEdit}
      canDelete={canEdit}
      remove={remove}
      form={(group, onClose) => (
        <GroupFormModal group={group} canEdit={canEdit} onClose={onClose} />
      )}
    />
  );
}
