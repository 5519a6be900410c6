import { useState } from 'react';
import { Alert, Breadcrumb, Button, Empty, Input, Modal, Select, Space, Table } from 'antd';
import { FileOutlined, FolderOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WorkspaceEntry } from '@newsroom/domain';
import { isApiError } from '../../../shared/api';
import { currentLocale, formatFileSize } from '../../../shared/i18n';
import {
  fetchFolder,
  fetchWorkspacesConfig,
  searchWorkspace,
  workspaceKeys,
} from '../api/workspacesApi';
import { formatModified } from './entryFormat';
import { MyCredentialsForm } from './MyCredentialsForm';

/** Props of {@link WorkspaceBrowserDialog}. */
export interface WorkspaceBrowserDialogProps {
  open: boolean;
  /** A document was chosen. */
  onPick: (choice: { workspaceId: number; path: string }) => void;
  onClose: () => void;
  /** The pick is under way (the copy into the newsroom). */
  isPicking?: boolean;
}

/** What a refusal of the store says, in the user's words (workspaces:* keys). */
function StoreProblem({ error }: { error: unknown }) {
  const { t } = useTranslation('workspaces');
  const key = isApiError(error) && error.message.startsWith('workspaces:') ? error.message : null;
  return <Alert type="error" showIcon title={key ? t(key) : t('browser.failed')} />;
}

/**
 * The workspace browser: choose a workspace, give "My credentials" when asked, walk folders
 * (breadcrumb), search names, and pick a document to attach.
 */
export function WorkspaceBrowserDialog({
  open,
  onPick,
  onClose,
  isPicking,
}: WorkspaceBrowserDialogProps) {
  const { t } = useTranslation('workspaces');
  const locale = currentLocale();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [path, setPath] = useState('/');
  const [query, setQuery] = useState('');
  const config = useQuery({
    queryKey: workspaceKeys.config,
    queryFn: fetchWorkspacesConfig,
    enabled: open,
    meta: { failureKind: 'load' },
  });
  const workspaces = config.data?.workspaces ?? [];
  const workspace = workspaces.find((item) => item.id === chosenId) ?? workspaces[0] ?? null;
  const canBrowse = open && workspace !== null && workspace.hasCredentials;
  const folder = useQuery({
    queryKey: workspaceKeys.folder(workspace?.id ?? 0, path),
    queryFn: () => fetchFolder(workspace!.id, path),
    enabled: canBrowse && query === '',
    retry: false,
    meta: { isSilent: true },
  });
  const search = useQuery({
    queryKey: workspaceKeys.search(workspace?.id ?? 0, query),
    queryFn: () => searchWorkspace(workspace!.id, query),
    enabled: canBrowse && query !== '',
    retry: false,
    meta: { isSilent: true },
  });
  const shown = query === '' ? folder : search;
  const entries = query === '' ? folder.data : search.data?.data;

  const handleOpen = (entry: WorkspaceEntry) => {
    if (entry.isFolder) {
      setQuery('');
      setPath(entry.path);
    } else if (workspace) onPick({ workspaceId: workspace.id, path: entry.path });
  };
  const segments = path.split('/').filter(Boolean);

  return (
    <Modal
      open={open}
      title={t('browser.title')}
      onCancel={onClose}
      footer={null}
      width={760}
      destroyOnHidden
      data-testid="workspace-browser"
    >
      {config.data && workspaces.length === 0 && <Empty description={t('browser.none')} />}
      {workspace && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Space wrap>
            <Select
              value={workspace.id}
              style={{ minWidth: 220 }}
              options={workspaces.map((item) => ({ value: item.id, label: item.name }))}
              onChange={(id: number) => {
                setChosenId(id);
                setPath('/');
                setQuery('');
              }}
              data-testid="workspace-browser-select"
            />
            <Input.Search
              allowClear
              placeholder={t('browser.search')}
              onSearch={(value) => setQuery(value.trim())}
              disabled={!workspace.hasCredentials}
              data-testid="workspace-browser-search"
            />
          </Space>
          {!workspace.hasCredentials && (
            <Alert type="info" showIcon title={t('credentials.needed')} />
          )}
          <MyCredentialsForm key={workspace.id} workspace={workspace} />
          {query === '' ? (
            <Breadcrumb
              items={[
                { title: <a onClick={() => setPath('/')}>{workspace.name}</a> },
                ...segments.map((segment, index) => ({
                  title: (
                    <a onClick={() => setPath(`/${segments.slice(0, index + 1).join('/')}`)}>
                      {segment}
                    </a>
                  ),
                })),
              ]}
            />
          ) : (
            search.data?.isTruncated && (
              <Alert type="info" showIcon title={t('browser.truncated')} />
            )
          )}
          {shown.isError && <StoreProblem error={shown.error} />}
          {canBrowse && (
            <Table<WorkspaceEntry>
              rowKey="path"
              size="small"
              loading={shown.isFetching || isPicking}
              dataSource={entries ?? []}
              pagination={false}
              scroll={{ y: 360 }}
              onRow={(entry) => ({ onDoubleClick: () => handleOpen(entry) })}
              columns={[
                {
                  key: 'name',
                  title: t('browser.name'),
                  render: (_value, entry) => (
                    <a onClick={() => handleOpen(entry)} data-testid="workspace-entry">
                      {entry.isFolder ? <FolderOutlined /> : <FileOutlined />} {entry.name}
                    </a>
                  ),
                },
                ...(query !== ''
                  ? [{ key: 'path', title: t('browser.path'), dataIndex: 'path', ellipsis: true }]
                  : []),
                {
                  key: 'size',
                  title: t('browser.size'),
                  width: 110,
                  render: (_value, entry) =>
                    entry.size === null ? '' : formatFileSize(entry.size, locale),
                },
                {
                  key: 'modifiedAt',
                  title: t('browser.modified'),
                  width: 170,
                  render: (_value, entry) => formatModified(entry.modifiedAt, locale),
                },
                {
                  key: 'pick',
                  width: 100,
                  render: (_value, entry) =>
                    !entry.isFolder && (
                      <Button size="small" onClick={() => handleOpen(entry)}>
                        {t('browser.attach')}
                      </Button>
                    ),
                },
              ]}
            />
          )}
        </Space>
      )}
    </Modal>
  );
}
