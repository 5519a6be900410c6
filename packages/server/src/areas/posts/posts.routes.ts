import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  pagedSchema,
  postFilterQuerySchema,
  postPublishSchema,
  postSchema,
  postSourceSchema,
} from '@newsroom/domain';
import { documentRoutes } from '../../platform/documents/kernel.routes';
import { idParamsSchema as params } from '../../platform/http/params';
import { routesOf } from '../../platform/http/routes';
import { copyPost, createFromSource } from './posts.lifecycle';
import { filterPosts } from './posts.lists';
import { postKind } from './posts.kind';
import { publishPost, unpublishPost } from './posts.publish';

const one = { 200: postSchema };
const created = { 201: postSchema };

/**
 * Posts (spec 3 §7 "Notices, posts, programs"). The kernel serves the document calls (load, edit
 * with its lock, create, save, revisions, sharing, trash, restore); here: the filter, copies,
 * posts from other documents, publish and unpublish.
 */
export const postsRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  await app.register(documentRoutes(postKind));
  const route = routesOf(app, ['posts']);

  route.get(
    '/posts/filter',
    'Posts last changed between two days, by words and state; last changed first',
    { querystring: postFilterQuerySchema, response: { 200: pagedSchema(postSchema) } },
    (actor, { query }) => filterPosts(platform, actor, query),
  );
  route.post(
    '/posts/:id/copy',
    'Copy a post (the caller its owner, never published)',
    { params, response: created },
    (actor, request) => copyPost(platform, actor, request.params.id),
  );
  route.post(
    '/posts/sources',
    'A post from a story, reportage, guideline or agency item the caller reads',
    { body: postSourceSchema, response: created },
    (actor, { body }) => createFromSource(platform, actor, body),
  );
  route.put(
    '/posts/:id/publish',
    'Publish to the WordPress site, or update the copy there (ROLE_POST_ADMIN)',
    { params, body: postPublishSchema, response: one },
    (actor, request) => publishPost(platform, actor, request.params.id, request.body),
  );
  route.put(
    '/posts/:id/unpublish',
    "Take the post back from the site (the site's copy back to draft; ROLE_POST_ADMIN)",
    { params, response: one },
    (actor, request) => unpublishPost(platform, actor, request.params.id),
  );
};
