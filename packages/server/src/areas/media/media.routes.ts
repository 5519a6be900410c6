import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  mediaDeviceSchema,
  mediaSchema,
  mediaSearchQuerySchema,
  mediaThumbnailQuerySchema,
  pagedSchema,
} from '@newsroom/domain';
import { actorOf } from '../../platform/http/guard';
import * as service from './media.service';
import { routesOf } from '../../platform/http/routes';

const tags = ['media'];

/**
 * The media centre (spec 3 §7 "MAM": medias, thumbnails): the enabled asset managers, a page of
 * one's media for some words, and a media's thumbnail, read from the device's web service.
 * Everything needs the `media` read role.
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  const route = routesOf(app, tags);

  route.get(
    '/media/devices',
    'The devices the media centre can search: enabled MAM devices, then MOS devices that announced objects',
    { response: { 200: z.array(mediaDeviceSchema) } },
    (actor) => service.listDevices(platform, actor),
  );

  route.get(
    '/media/search',
    "A page of a MAM device's media for the words (422 device:unreachable when it does not answer in time)",
    { querystring: mediaSearchQuerySchema, response: { 200: pagedSchema(mediaSchema) } },
    (actor, { query }) => service.search(platform, actor, query),
  );

  app.get(
    '/media/thumbnail',
    {
      schema: {
        tags,
        summary: 'The thumbnail of a media, streamed from the MAM device (PNG, JPEG, GIF or WebP)',
        querystring: mediaThumbnailQuerySchema,
      },
    },
    async (request, reply) => {
      const thumbnail = await service.thumbnail(platform, actorOf(request), request.query);
      return reply
        .header('content-type', thumbnail.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=300')
        .send(thumbnail.body);
    },
  );
};
