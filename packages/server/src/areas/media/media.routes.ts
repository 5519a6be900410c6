import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  mediaCreateSchema,
  mediaDeviceQuerySchema,
  mediaObjectQuerySchema,
  mediaSyncAnswerSchema,
  mediaSyncBodySchema,
  mediaUpdateSchema,
  searchableFieldSchema,
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

  route.get(
    '/media/searchable_fields',
    'The fields a device searches by ([] for a MOS device or a WS device without `/fields`)',
    { querystring: mediaDeviceQuerySchema, response: { 200: z.array(searchableFieldSchema) } },
    (actor, { query }) => service.searchableFields(platform, actor, query.deviceId),
  );

  route.post(
    '/media/sync',
    'Ask a device to sync: WS `/sync`, MOS mosReqAll (media write; 422 media:syncFailed, device:unreachable)',
    { body: mediaSyncBodySchema, response: { 200: mediaSyncAnswerSchema } },
    (actor, { body }) => service.requestSync(platform, actor, body.deviceId),
  );

  route.get(
    '/media/objects',
    'One object of a device as story media (404 media:notFound)',
    { querystring: mediaObjectQuerySchema, response: { 200: mediaSchema } },
    (actor, { query }) => service.getObject(platform, actor, query.deviceId, query.objectId),
  );

  route.post(
    '/media/objects',
    'Create an object (a placeholder) on a WS asset manager (media write; MOS: 422 media:unsupported)',
    { body: mediaCreateSchema, response: { 201: mediaSchema } },
    (actor, { body }) => service.createObject(platform, actor, body),
  );

  route.put(
    '/media/objects',
    "Change an object's slug, type, planned length or abstract on a WS asset manager (media write)",
    { body: mediaUpdateSchema, response: { 200: mediaSchema } },
    (actor, { body }) => service.updateObject(platform, actor, body),
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
