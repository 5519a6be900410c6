import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  noticeInputSchema,
  noticeSchema,
  pagedSchema,
  pageQuerySchema,
  registerLastNoticeSchema,
} from '@newsroom/domain';
import { routesOf } from '../../platform/http/routes';
import { noticesPolicy } from './notices.policy';
import {
  createNotice,
  listNotices,
  registerLastNotice,
  removeNotice,
  unreadNotices,
} from './notices.service';

const noticeParamsSchema = z.object({ id: z.uuid() });

/** Notices (spec 3 §7 "Notices", users register_last_notice). */
export const noticesRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  const route = routesOf(app, ['notices']);
  const canRead = noticesPolicy.canRead;

  route.get(
    '/notices',
    'Notices, newest first',
    {
      querystring: pageQuerySchema,
      response: { 200: pagedSchema(noticeSchema) },
      allow: canRead,
    },
    (_actor, { query }) => listNotices(platform, query),
  );
  route.get(
    '/notices/unread',
    "Notices newer than the caller's last registered one, oldest first",
    { response: { 200: z.array(noticeSchema) }, allow: canRead },
    (actor) => unreadNotices(platform, actor),
  );
  route.post(
    '/notices',
    'Post a notice to the whole newsroom',
    { body: noticeInputSchema, response: { 201: noticeSchema }, allow: noticesPolicy.canWrite },
    (actor, { body }) => createNotice(platform, actor, body),
  );
  route.delete(
    '/notices/:id',
    'Take a notice down (its author or a notice administrator)',
    { params: noticeParamsSchema, allow: canRead },
    (actor, { params }) => removeNotice(platform, actor, params.id),
  );
  route.put(
    '/users/register_last_notice',
    'The caller has seen the notices up to this one',
    { body: registerLastNoticeSchema, allow: canRead },
    (actor, { body }) => registerLastNotice(platform, actor, body.noticeId),
  );
};
