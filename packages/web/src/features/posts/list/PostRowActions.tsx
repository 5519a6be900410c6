import { useState } from 'react';
import { Button, Space, Tooltip } from 'antd';
import { CopyOutlined, EditOutlined, EyeOutlined, LinkOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Post } from '@newsroom/domain';
import { DeleteButton } from '../../../shared/components';
import { publicLinkOf } from '../components/publicLink';

/** Props of {@link PostRowActions}. */
export interface PostRowActionsProps {
  post: Post;
  /** Holds ROLE_POST_WRITE: copies. */
  canCopy: boolean;
  onOpen: (post: Post) => void;
  onView: (post: Post) => void;
  onCopy: (post: Post) => Promise<void>;
  onDelete: (post: Post) => Promise<void>;
}

/**
 * The actions of a post row: open in the editor, view, copy, open the public link (a new tab) and
 * delete to the trash (with confirmation; the copy on the site stays as it is).
 */
export function PostRowActions({
  post,
  canCopy,
  onOpen,
  onView,
  onCopy,
  onDelete,
}: PostRowActionsProps) {
  const { t } = useTranslation('posts');
  const [busy, setBusy] = useState<'copy' | 'delete' | null>(null);
  const run = async (kind: 'copy' | 'delete', action: () => Promise<void>) => {
    setBusy(kind);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  };
  const link = publicLinkOf(post);
  // Each icon button's label is `list.actions.<key>` and its test id `post-<key>`.
  const buttons = [
    { key: 'open', icon: <EditOutlined />, isShown: post.visible, onClick: () => onOpen(post) },
    { key: 'view', icon: <EyeOutlined />, isShown: true, onClick: () => onView(post) },
    {
      key: 'copy',
      icon: <CopyOutlined />,
      isShown: canCopy && post.visible,
      isBusy: busy === 'copy',
      onClick: () => void run('copy', () => onCopy(post)),
    },
  ];
  const stop = { onClick: (event: { stopPropagation: () => void }) => event.stopPropagation() };
  return (
    <Space size={2} onDoubleClick={(event) => event.stopPropagation()} {...stop}>
      {buttons
        .filter((button) => button.isShown)
        .map((button) => (
          <Tooltip key={button.key} title={t(`list.actions.${button.key}`)}>
            <Button
              size="small"
              type="text"
              icon={button.icon}
              aria-label={t(`list.actions.${button.key}`)}
              loading={button.isBusy}
              onClick={button.onClick}
              data-testid={`post-${button.key}`}
            />
          </Tooltip>
        ))}
      {link && (
        <Tooltip title={t('list.actions.link')}>
          <Button
            size="small"
            type="text"
            icon={<LinkOutlined />}
            aria-label={t('list.actions.link')}
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="post-link"
          />
        </Tooltip>
      )}
      {post.abilities.canDelete && (
        <DeleteButton
          confirmTitle={t('list.actions.deleteConfirm', {
            caption: post.visible ? post.caption : t('list.private'),
          })}
          confirmDescription={link ? t('list.actions.deleteKeepsSite') : undefined}
          label={t('list.actions.delete')}
          onConfirm={() => void run('delete', () => onDelete(post))}
          testId="post-delete"
          confirmTestId="post-delete-confirm"
          isBusy={busy === 'delete'}
          size="small"
          type="text"
          hasTooltip
        />
      )}
    </Space>
  );
}
