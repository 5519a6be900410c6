import { Button, Tooltip } from 'antd';
import { CopyOutlined, EditOutlined, EyeOutlined, LinkOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Post } from '@newsroom/domain';
import { DeleteButton, IconButton, RowActions, useBusyAction } from '../../../shared/components';
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
  const [busy, run] = useBusyAction<'copy' | 'delete'>();
  const link = publicLinkOf(post);
  return (
    <RowActions>
      {post.visible && (
        <IconButton
          type="text"
          icon={<EditOutlined />}
          label={t('list.actions.open')}
          onClick={() => onOpen(post)}
          testId="post-open"
        />
      )}
      <IconButton
        type="text"
        icon={<EyeOutlined />}
        label={t('list.actions.view')}
        onClick={() => onView(post)}
        testId="post-view"
      />
      {canCopy && post.visible && (
        <IconButton
          type="text"
          icon={<CopyOutlined />}
          label={t('list.actions.copy')}
          isBusy={busy === 'copy'}
          onClick={() => void run('copy', () => onCopy(post))}
          testId="post-copy"
        />
      )}
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
    </RowActions>
  );
}
