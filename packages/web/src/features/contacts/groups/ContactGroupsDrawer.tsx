import { useState } from 'react';
import { Button, Drawer, Flex, Table, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ContactGroup } from '@newsroom/domain';
import { adminActionsColumn, useAdminDelete } from '../../../shared/admin';
import { contactGroupKeys, fetchContactGroupUsage } from '../api/contactGroupsApi';
import { useContactGroups } from '../hooks/useContactLookups';
import { ContactGroupForm } from './ContactGroupForm';
import { useContactGroupMutations } from './useContactGroupMutations';

/** How many contacts are in a group. */
function GroupUsage({ id }: { id: number }) {
  const usage = useQuery({
    queryKey: contactGroupKeys.usage(id),
    queryFn: () => fetchContactGroupUsage(id),
    meta: { isSilent: true },
  });
  return <span data-testid="contact-group-usage">{usage.data ?? '…'}</span>;
}

/** Props of {@link ContactGroupsDrawer}. */
export interface ContactGroupsDrawerProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Contact groups for contact administrators (spec 3 §3): each with how many contacts it holds;
 * create, rename, and delete one no contact belongs to.
 */
export function ContactGroupsDrawer({ open, onClose }: ContactGroupsDrawerProps) {
  const { t } = useTranslation('contact');
  const groups = useContactGroups();
  const { save, remove } = useContactGroupMutations();
  // Nothing, a new group (null) or the group renamed.
  const [editing, setEditing] = useState<{ group: ContactGroup | null } | null>(null);
  const handleDelete = useAdminDelete(remove, {
    content: t('groups.deleted'),
    key: 'contact-group-deleted',
  });
  const columns: TableColumnsType<ContactGroup> = [
    { key: 'name', title: t('groups.name'), dataIndex: 'name' },
    {
      key: 'usage',
      title: t('groups.usage'),
      width: 110,
      render: (_, group) => <GroupUsage id={group.id} />,
    },
    adminActionsColumn<ContactGroup>({
      title: t('groups.actions'),
      width: 110,
      canEdit: true,
      canDelete: true,
      labels: { edit: t('groups.rename'), view: t('groups.rename'), delete: t('groups.delete') },
      confirmTitle: (group) => t('groups.deleteConfirm', { name: group.name }),
      testId: 'contact-group',
      onEdit: (group) => setEditing({ group }),
      onDelete: handleDelete,
    }),
  ];
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={560}
      title={t('groups.title')}
      destroyOnHidden
      data-testid="contact-groups"
    >
      <Flex vertical gap="middle">
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing({ group: null })}
          style={{ alignSelf: 'flex-start' }}
          data-testid="contact-groups-new"
        >
          {t('groups.new')}
        </Button>
        <Table<ContactGroup>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={groups.data ?? []}
          loading={groups.isFetching || remove.isPending}
          pagination={false}
          onRow={(group) => ({ 'data-testid': `contact-group-row-${group.name}` }) as object}
        />
      </Flex>
      {editing && (
        <ContactGroupForm group={editing.group} save={save} onClose={() => setEditing(null)} />
      )}
    </Drawer>
  );
}
