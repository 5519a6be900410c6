import { expect } from 'vitest';
import type { Post, WordpressSiteSaved } from '@newsroom/domain';
import { multipartBody, testImage } from '../../test/multipart';
import type { TestApp } from '../../test/testApp';
import type { TestCall } from '../../test/injectAs';

/** What the posts tests repeat: a post, an image in storage, a site. */

/** POST /api/posts (201 expected). */
export async function createPost(call: TestCall, cookie: string, body: object): Promise<Post> {
  const response = await call('POST', '/api/posts', cookie, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Post>();
}

/** PUT /api/posts/{id} over the post's version (200 expected). */
export async function savePost(
  call: TestCall,
  cookie: string,
  post: Post,
  changes: object,
): Promise<Post> {
  const { caption, excerpt, body, featuredImageId, publicationDate } = post;
  const { wordpressId, authorId, categoryId, tags, version } = post;
  const response = await call('PUT', `/api/posts/${post.id}`, cookie, {
    ...{ caption, excerpt, body, featuredImageId, publicationDate },
    ...{ wordpressId, authorId, categoryId, tags, version },
    ...changes,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Post>();
}

/** A real JPEG in the newsroom's storage; its id. */
export async function uploadImage(t: TestApp, cookie: string, name = 'foto.jpg'): Promise<string> {
  const { payload, headers } = multipartBody([{ name, data: await testImage('jpeg', 64, 48) }]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/files/single',
    payload,
    headers: { ...headers, cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: string }>().id;
}

/** POST /api/wordpress_configs (201 expected). */
export async function addSite(
  call: TestCall,
  cookie: string,
  body: { url: string; user?: string; password?: string; name?: string; enabled?: boolean },
): Promise<WordpressSiteSaved> {
  const response = await call('POST', '/api/wordpress_configs', cookie, {
    name: body.name ?? `Portal ${body.url}`,
    user: 'admin',
    password: 'abcd efgh ijkl mnop qrst uvwx',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<WordpressSiteSaved>();
}
