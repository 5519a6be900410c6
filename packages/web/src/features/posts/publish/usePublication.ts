import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isOnSite, type Post } from '@newsroom/domain';
import { useMessage } from '../../../shared/notifications';
import { postCalls, publishPost, unpublishPost } from '../api/postsApi';
import { notifyPostFailure } from '../api/postFailure';

/** What a publish or unpublish does around its call. */
export interface PublicationOptions {
  post: Post;
  /** The post as the site now has it (or, after a failure, with the site's words as last error). */
  onChange: (post: Post) => void;
  /** Runs first (the editor saves unsaved edits); false stops the publish. */
  beforePublish?: () => Promise<boolean>;
}

/**
 * Publish (or update on the site) and unpublish of one post: one call at a time, the answer handed
 * on, a refusal told with the site's own words (docs/API.md: posts:publishFailed `siteMessage`,
 * posts:publishIncomplete `fields`…). A failed call leaves the site's answer as the post's last
 * error, so the post is read again to show it.
 */
export function usePublication({ post, onChange, beforePublish }: PublicationOptions) {
  const { t } = useTranslation('posts');
  const message = useMessage();
  const [running, setRunning] = useState<'publish' | 'unpublish' | null>(null);

  const run = async (action: 'publish' | 'unpublish', call: () => Promise<Post>, done: string) => {
    setRunning(action);
    try {
      onChange(await call());
      void message.success({ content: done, key: `post-${action}-${post.id}` });
    } catch (error) {
      notifyPostFailure(error, 'actionFailed');
      const current = await postCalls.fetch(post.id).catch(() => null);
      if (current) onChange(current);
    } finally {
      setRunning(null);
    }
  };

  const publish = async () => {
    if (running) return;
    if (beforePublish && !(await beforePublish())) return;
    const wasOnSite = post.publication.wordpressPostId !== null && isOnSite(post.publication.state);
    await run(
      'publish',
      () => publishPost(post.id),
      t(wasOnSite ? 'publish.updated' : 'publish.done'),
    );
  };
  const unpublish = () =>
    running
      ? Promise.resolve()
      : run('unpublish', () => unpublishPost(post.id), t('publish.undone'));

  return { publish, unpublish, running };
}
