import { Divider, Flex, Space, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Post } from '@newsroom/domain';
import {
  DocumentViewerShell,
  documentViewer,
  type DocumentViewerProps,
} from '../../../shared/documentViewer';
import { postCalls, postKeys } from '../api/postsApi';
import { PostContent } from '../components/PostContent';
import { PostVersionsDialog } from '../revisions/PostVersionsDialog';
import { PublishPanel } from '../publish/PublishPanel';
import { applyPostChange, usePostEvents } from '../list/usePostEvents';
import { postText } from './postText';

/** Props of {@link PostViewer}: a loaded post, or the id of one to load (kept live). */
export type PostViewerProps = DocumentViewerProps<'post', Post>;

/**
 * The post viewer (side drawer, search and trash hits): a card titled with the caption, the
 * publication (state, site, link, Publish and Unpublish for publishers) and the post as its
 * readers will see it; buttons copy (plain text), versions, edit and close.
 */
export const PostViewer = documentViewer(
  'post',
  {
    namespace: 'posts',
    queryKey: postKeys.document,
    load: postCalls.fetch,
    useLiveEvents: usePostEvents,
    failedTestId: 'post-viewer-failed',
  },
  PostViewerCard,
);

function PostViewerCard({
  post,
  onEdit,
  onClose,
}: Omit<PostViewerProps, 'post' | 'postId'> & { post: Post }) {
  const { t } = useTranslation('posts');
  const queryClient = useQueryClient();

  // A publish answers the post as it now is: the viewer and the lists show it at once.
  const handleChange = (changed: Post) => {
    queryClient.setQueryData(postKeys.document(changed.id), changed);
    applyPostChange(queryClient, { kind: 'update', post: changed });
  };

  return (
    <DocumentViewerShell
      document={post}
      namespace="posts"
      testIds={{ card: 'post-viewer', edit: 'post-viewer-edit', close: 'post-viewer-close' }}
      privateText={t('viewer.private')}
      title={
        <Space size={6}>
          <span data-testid="post-viewer-caption">{post.caption}</span>
          {post.excluded && <Tag color="red">{t('viewer.excluded')}</Tag>}
        </Space>
      }
      copy={{ toText: postText, testId: 'post-copy-text' }}
      versions={{
        testId: 'post-versions',
        load: () => postCalls.fetchRevisions(post.id),
        dialog: (props) => <PostVersionsDialog {...props} />,
      }}
      actions={null}
      onEdit={post.excluded ? undefined : onEdit}
      onClose={onClose}
    >
      <Flex vertical>
        <PublishPanel post={post} onChange={handleChange} />
        <Divider />
        <PostContent post={post} />
      </Flex>
    </DocumentViewerShell>
  );
}
