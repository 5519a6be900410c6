import type { Post } from '@newsroom/domain';

/** The post's public address on its site, when it is a web address (never a script URL). */
export function publicLinkOf(post: Pick<Post, 'publication'>): string | null {
  const { link } = post.publication;
  return link && /^https?:\/\//i.test(link) ? link : null;
}
