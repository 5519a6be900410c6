import { lazyWithTexts } from '../../shared/i18n';

/**
 * Posts published to WordPress (issue 22): the tabbed area (list and editors), the viewer, the
 * "create post" action of other documents, and the WordPress sites' administration. The editor's
 * rich text code loads with the area only, never with the shell.
 */
export { CreatePostButton, type CreatePostButtonProps } from './sources/CreatePostButton';
export { PostsTopicListener } from './list/PostsTopicListener';

/** The posts area (main area `posts`: list tab plus editor tabs), loaded on demand. */
export const PostsPage = lazyWithTexts(() =>
  import('./pages/PostsPage').then((m) => ({ default: m.PostsPage })),
);

/** Admin "WordPress sites", loaded on demand. */
export const WordpressSitesPage = lazyWithTexts(() =>
  import('./admin/WordpressSitesPage').then((m) => ({ default: m.WordpressSitesPage })),
);
