import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Post } from '@newsroom/domain';
import { fileUrl } from '../../files';
import '../posts.css';

/** Props of {@link PostContent}. */
export interface PostContentProps {
  post: Pick<Post, 'caption' | 'excerpt' | 'featuredImageId' | 'body'>;
}

/**
 * A post as its readers will see it: caption, excerpt, featured image and body. The body is HTML
 * of the post's own tags only — sanitised by the server on save, or just made by the body editor,
 * which makes nothing else — so it is shown as HTML.
 */
export function PostContent({ post }: PostContentProps) {
  const { t } = useTranslation('posts');
  return (
    <Flex vertical gap="small" className="nrcs-post-content" data-testid="post-content">
      <Typography.Title level={3} className="nrcs-post-content__caption" data-testid="post-caption">
        {post.caption || t('preview.noCaption')}
      </Typography.Title>
      {post.excerpt && (
        <Typography.Paragraph className="nrcs-post-content__excerpt" data-testid="post-excerpt">
          {post.excerpt}
        </Typography.Paragraph>
      )}
      {post.featuredImageId && (
        <img
          src={fileUrl(post.featuredImageId)}
          alt=""
          className="nrcs-post-content__image"
          data-testid="post-featured-image"
        />
      )}
      <div
        className="nrcs-post-html"
        data-testid="post-body-html"
        dangerouslySetInnerHTML={{ __html: post.body }}
      />
    </Flex>
  );
}
