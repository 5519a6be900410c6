import { Button } from 'antd';
import { NotificationOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StorySourceType } from '@newsroom/domain';
import { IconButton } from '../../../shared/components';
import { ViewerIconButton } from '../../../shared/documentViewer';
import { canWriteIn, useAuth } from '../../auth';
import { createPostFromSource } from '../api/postsApi';
import { notifyPostFailure } from '../api/postFailure';
import { postEditHref } from '../editor/postKind';

/** Props of {@link CreatePostButton}. */
export interface CreatePostButtonProps {
  /** What the post is made from. */
  sourceType: StorySourceType;
  sourceId: number;
  /**
   * A labelled button (the agency's item actions), a viewer's icon button (the label its hint),
   * or a small icon button (story viewers, `text` in table rows).
   */
  variant?: 'button' | 'icon' | 'small' | 'text';
  /** Test id of the button; `create-post` by default. */
  testId?: string;
}

/**
 * "Create post" from a document the user reads (an agency item, a reportage, a guideline, a
 * story): POST /api/posts/sources, then the new post opens in the posts area's editor. Shown only
 * to post writers.
 */
export function CreatePostButton(props: CreatePostButtonProps) {
  const { me } = useAuth();
  return canWriteIn(me, 'post') ? <CreatePostAction {...props} /> : null;
}

function CreatePostAction({
  sourceType,
  sourceId,
  variant = 'button',
  testId = 'create-post',
}: CreatePostButtonProps) {
  const { t } = useTranslation('posts');
  const navigate = useNavigate();
  const create = useMutation({
    mutationFn: () => createPostFromSource({ sourceType, sourceId }),
    meta: { isSilent: true },
    onSuccess: (post) => void navigate(postEditHref(post.id)),
    onError: (error) => notifyPostFailure(error, 'create'),
  });
  const label = t('sources.create');
  const handleClick = () => create.mutate();
  if (variant === 'icon')
    return (
      <ViewerIconButton
        icon={<NotificationOutlined />}
        label={label}
        loading={create.isPending}
        onClick={handleClick}
        testId={testId}
      />
    );
  if (variant !== 'button')
    return (
      <IconButton
        icon={<NotificationOutlined />}
        label={label}
        type={variant === 'text' ? 'text' : 'default'}
        disabled={create.isPending}
        onClick={handleClick}
        testId={testId}
      />
    );
  return (
    <Button
      icon={<NotificationOutlined />}
      loading={create.isPending}
      onClick={handleClick}
      data-testid={testId}
    >
      {label}
    </Button>
  );
}
