import {
  DEFAULT_PAGE_SIZE,
  postSchema,
  type Paged,
  type Post,
  type PostFilterQuery,
  type PostInput,
  type PostPublish,
  type PostSource,
  type PostUpdate,
} from '@newsroom/domain';
import { apiRequest } from '../../../shared/api';
import { documentCalls } from '../../../shared/documents/documentCalls';

/**
 * Calls of posts (docs/API.md "Posts and WordPress sites"). Every cache key starts with `posts`,
 * so a pushed post event can reach them all.
 */

/** What the list asks GET /api/posts/filter for (page from 0). */
export type PostFilter = Pick<PostFilterQuery, 'from' | 'to' | 'state' | 'page'> & {
  filter: string;
};

/** Query keys of posts. */
export const postKeys = {
  all: ['posts'] as const,
  pages: ['posts', 'filter'] as const,
  page: (filter: PostFilter) => ['posts', 'filter', filter] as const,
  document: (id: number) => ['posts', 'document', id] as const,
};

/** The calls posts share with the other document kinds (the kernel's). */
export const postCalls = documentCalls<'post', Post, PostInput, PostUpdate, never>({
  path: '/api/posts',
  schema: postSchema,
  editLoadName: 'post',
});

/** GET /api/posts/filter: one page, last changed first. */
export function filterPosts(filter: PostFilter): Promise<Paged<Post>> {
  return apiRequest('/api/posts/filter', {
    query: {
      from: filter.from,
      to: filter.to,
      filter: filter.filter.trim() || undefined,
      state: filter.state,
      page: filter.page,
      size: DEFAULT_PAGE_SIZE,
    },
    schema: postCalls.pageSchema,
  });
}

/** POST /api/posts/{id}/copy: the same texts and site, the caller its owner, never published. */
export function copyPost(id: number): Promise<Post> {
  return apiRequest(`/api/posts/${id}/copy`, { method: 'POST', json: {}, schema: postSchema });
}

/** POST /api/posts/sources: a post from a story, reportage, guideline or agency item. */
export function createPostFromSource(source: PostSource): Promise<Post> {
  return apiRequest('/api/posts/sources', { method: 'POST', json: source, schema: postSchema });
}

/**
 * PUT /api/posts/{id}/publish: sends the post to its site (or updates it there); absent fields are
 * the post's own.
 */
export function publishPost(id: number, body: PostPublish = {}): Promise<Post> {
  return apiRequest(`/api/posts/${id}/publish`, { method: 'PUT', json: body, schema: postSchema });
}

/** PUT /api/posts/{id}/unpublish: the site's copy back to draft. */
export function unpublishPost(id: number): Promise<Post> {
  return apiRequest(`/api/posts/${id}/unpublish`, { method: 'PUT', json: {}, schema: postSchema });
}

/** PUT /api/posts/{id}/private (owner only). */
export function setPostPrivate(id: number, isPrivate: boolean): Promise<Post> {
  return apiRequest(`/api/posts/${id}/private`, {
    method: 'PUT',
    json: { isPrivate },
    schema: postSchema,
  });
}

/** PUT /api/posts/{id}/allowed_users (owner only). */
export function setPostAllowedUsers(id: number, userIds: number[]): Promise<Post> {
  return apiRequest(`/api/posts/${id}/allowed_users`, {
    method: 'PUT',
    json: { userIds },
    schema: postSchema,
  });
}
