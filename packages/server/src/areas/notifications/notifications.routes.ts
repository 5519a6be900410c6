import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notificationSchema, notificationsQuerySchema, pagedSchema } from '@newsroom/domain';
import { idParamsSchema } from '../../platform/http/params';
import { routesOf } from '../../platform/http/routes';
import {
  listNotifications,
  markNotificationsRead,
  unreadNotifications,
} from './notifications.service';

/** The caller's notifications centre: any signed-in user, only their own notifications. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  const route = routesOf(app, ['notifications']);

  route.get(
    '/notifications',
    "The caller's notifications, newest first",
    { querystring: notificationsQuerySchema, response: { 200: pagedSchema(notificationSchema) } },
    (actor, { query }) => listNotifications(platform, actor, query),
  );

  route.get(
    '/notifications/unread',
    "How many of the caller's notifications are unread",
    { response: { 200: z.object({ count: z.number().int() }) } },
    async (actor) => ({ count: await unreadNotifications(platform, actor) }),
  );

  route.put(
    '/notifications/:id/read',
    'Mark one notification read',
    { params: idParamsSchema },
    (actor, { params }) => markNotificationsRead(platform, actor, params.id),
  );

  route.put('/notifications/read', 'Mark every notification read', {}, (actor) =>
    markNotificationsRead(platform, actor, 'all'),
  );
};
