import { useState } from 'react';
import { Button, Card, Popconfirm, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Workspace } from '@newsroom/domain';
import { deleteWorkspace, fetchWorkspaces, workspaceKeys } from '../api/workspacesApi';
import { WorkspaceFormModal } from './WorkspaceFormModal';

/**
 * Admin "Document workspaces" (spec 3 §7 "souv"): the WebDAV stores users browse and attach
 * documents from. Each user signs in with their own account ("My credentials" in the browser).
 */
export function WorkspacesPage({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation('workspaces');
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Workspace | null | undefined>(undefined);
  const list = useQuery({
    queryKey: workspaceKeys.list,
    queryFn: fetchWorkspaces,
    meta: { failureKind: 'load' },
  });
  const remove = useMutation({
    mutationFn: deleteWorkspace,
    meta: { failureKind: 'delete' },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: workspaceKeys.all }),
  });

  const columns: TableColumnsType<Workspace> = [
    { key: 'name', title: t('admin.name'), dataIndex: 'name' },
    { key: 'url', title: t('admin.url'), dataIndex: 'url', ellipsis: true },
    { key: 'rootPath', title: t('admin.rootPath'), dataIndex: 'rootPath', width: 180 },
    {
      key: 'enabled',
      title: t('admin.enabled'),
      width: 120,
      render: (_value, workspace) =>
        workspace.enabled ? <Tag color="green">{t('admin.on')}</Tag> : <Tag>{t('admin.off')}</Tag>,
    },
    {
      key: 'actions',
      title: t('admin.actions'),
      width: 180,
      render: (_value, workspace) => (
        <Space>
          <Button size="small" onClick={() => setEditing(workspace)}>
            {canEdit ? t('admin.edit') : t('admin.view')}
          </Button>
          {canEdit && (
            <Popconfirm
              title={t('admin.deleteConfirm', { name: workspace.name })}
              onConfirm={() => remove.mutate(workspace.id)}
            >
              <Button size="small" danger>
                {t('admin.delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('admin.title')}
      extra={
        canEdit && (
          <Button type="primary" onClick={() => setEditing(null)} data-testid="workspace-new">
            {t('admin.new')}
          </Button>
        )
      }
      data-testid="workspaces-admin"
    >
      <Table<Workspace>
        rowKey="id"
        size="small"
        loading={list.isLoading}
        dataSource={list.data ?? []}
        columns={columns}
        pagination={false}
      />
      {editing !== undefined && (
        <WorkspaceFormModal
          workspace={editing}
          canEdit={canEdit}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Card>
  );
}
