import { plainTextOfBody, type Post } from '@newsroom/domain';

/** A post as plain text for the clipboard: caption, excerpt, then the body's paragraphs. */
export function postText(post: Pick<Post, 'caption' | 'excerpt' | 'body'>): string {
  return [post.caption, post.excerpt, plainTextOfBody(post.body)]
    .map((part) => part.trim())
    .filter(Boolean)
    .join('\n\n');
}
