import { useState } from 'react';
import { Button, List, Space, Typography } from 'antd';
import { CloudDownloadOutlined, PaperClipOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api';
import { currentLocale, formatDateTime, formatFileSize } from '../../../shared/i18n';
import { useMessage } from '../../../shared/notifications';
import { DeleteButton } from '../../../shared/components';
import {
  attachFromWorkspace,
  detachAttachment,
  fetchAttachments,
  workspaceKeys,
} from '../api/workspacesApi';
import { WorkspaceBrowserDialog } from './WorkspaceBrowserDialog';

/** Props of {@link DocumentAttachments}. */
export interface DocumentAttachmentsProps {
  /** The kind's API path: `/assignments`, `/stories`, `/news_reports`. */
  kindPath: string;
  documentId: number;
  /** The user may change the document (attach and remove). */
  canAttach: boolean;
}

/**
 * A document's attachments (copies kept in the newsroom, with where they came from), the
 * button that opens the workspace browser to attach one more, and a remove button per file
 * (asks first; the newsroom's copy goes, the workspace's document stays).
 */
export function DocumentAttachments({ kindPath, documentId, canAttach }: DocumentAttachmentsProps) {
  const { t } = useTranslation('workspaces');
  const message = useMessage();
  const locale = currentLocale();
  const queryClient = useQueryClient();
  const [isBrowsing, setIsBrowsing] = useState(false);
  const key = workspaceKeys.attachments(kindPath, documentId);
  const list = useQuery({
    queryKey: key,
    queryFn: () => fetchAttachments(kindPath, documentId),
    meta: { failureKind: 'load' },
  });
  const attach = useMutation({
    mutationFn: (choice: { workspaceId: number; path: string }) =>
      attachFromWorkspace(kindPath, documentId, choice),
    meta: { isSilent: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: key });
      void message.success({ content: t('attachments.attached'), key: 'workspace-attached' });
      setIsBrowsing(false);
    },
    onError: (error) => {
      const known = isApiError(error) && error.message.startsWith('workspaces:');
      void message.error({
        content: known ? t(error.message) : t('attachments.failed'),
        key: 'workspace-attached',
      });
    },
  });

  const detach = useMutation({
    mutationFn: (attachmentId: number) => detachAttachment(kindPath, documentId, attachmentId),
    meta: { failureKind: 'delete' },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: key });
      void message.success({ content: t('attachments.removed'), key: 'workspace-detached' });
    },
  });

  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="document-attachments">
      {canAttach && (
        <Button
          icon={<PaperClipOutlined />}
          onClick={() => setIsBrowsing(true)}
          data-testid="attachments-from-workspace"
        >
          {t('attachments.fromWorkspace')}
        </Button>
      )}
      <List
        size="small"
        loading={list.isLoading}
        locale={{ emptyText: t('attachments.none') }}
        dataSource={list.data ?? []}
        renderItem={(attachment) => (
          <List.Item
            data-testid="document-attachment"
            data-attachment-id={attachment.id}
            actions={[
              <a
                key="download"
                href={`/api/files/${attachment.fileId}?download=true`}
                aria-label={t('attachments.download')}
              >
                <CloudDownloadOutlined />
              </a>,
              ...(canAttach
                ? [
                    <DeleteButton
                      key="remove"
                      size="small"
                      type="text"
                      label={t('attachments.remove')}
                      confirmTitle={t('attachments.removeConfirm', { name: attachment.name })}
                      confirmDescription={t('attachments.removeHint')}
                      onConfirm={() => detach.mutate(attachment.id)}
                      isBusy={detach.isPending && detach.variables === attachment.id}
                      testId="attachment-remove"
                      confirmTestId="attachment-remove-confirm"
                    />,
                  ]
                : []),
            ]}
          >
            <List.Item.Meta
              title={
                <a href={`/api/files/${attachment.fileId}`} target="_blank" rel="noreferrer">
                  {attachment.name}
                </a>
              }
              description={
                <Typography.Text type="secondary">
                  {t('attachments.origin', {
                    workspace: attachment.workspaceName,
                    path: attachment.originPath,
                    size: formatFileSize(attachment.size, locale),
                    by: attachment.attachedBy,
                    at: formatDateTime(new Date(attachment.attachedAt), locale),
                  })}
                </Typography.Text>
              }
            />
          </List.Item>
        )}
      />
      <WorkspaceBrowserDialog
        open={isBrowsing}
        isPicking={attach.isPending}
        onPick={(choice) => attach.mutate(choice)}
        onClose={() => setIsBrowsing(false)}
      />
    </Space>
  );
}
