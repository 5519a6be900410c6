import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../platform/http/params';
import { blockSchema } from '@newsroom/domain';
import { actorOf } from '../../platform/http/guard';
import * as service from './blocks.service';
import { rundownViewSchema } from './rundowns.presenter';
import { approveSchema, blockOrderSchema, patchSchema } from './rundowns.schemas';
import { rundownViewer, tags } from './rundowns.view';

/** Blocks of a rundown (spec 1 §3, §4). */
export const blocksRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  const view = rundownViewer(platform);

  app.post(
    '/rundowns/:id/blocks',
    {
      schema: {
        tags,
        summary: 'A new block before Standby',
        params: idParamsSchema,
        response: { 201: blockSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.createBlock(platform, actorOf(request), request.params.id)),
  );
  app.put(
    '/rundowns/:id/blocks/order',
    {
      schema: {
        tags,
        summary: 'Reorder blocks (Standby stays last)',
        params: idParamsSchema,
        body: blockOrderSchema,
        response: { 200: rundownViewSchema },
      },
    },
    async (request) =>
      view(
        request,
        await service.reorderBlocks(
          platform,
          actorOf(request),
          request.params.id,
          request.body.blockIds,
        ),
      ),
  );
  app.patch(
    '/blocks/:id',
    {
      schema: {
        tags,
        summary: 'Patch name, commercialMs or breakTime',
        params: idParamsSchema,
        body: patchSchema,
        response: { 200: blockSchema },
      },
    },
    async (request) =>
      service.patchBlock(platform, actorOf(request), request.params.id, request.body),
  );
  app.delete(
    '/blocks/:id',
    {
      schema: {
        tags,
        summary: 'Remove a block (never Standby nor one with private stories)',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      await service.deleteBlock(platform, actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
  app.put(
    '/blocks/:id/approve',
    {
      schema: {
        tags,
        summary: "Approve or disapprove a block's stories (ROLE_RUNDOWN_ADMIN)",
        params: idParamsSchema,
        body: approveSchema,
        response: { 200: blockSchema },
      },
    },
    async (request) =>
      service.approveBlock(platform, actorOf(request), request.params.id, request.body.approve),
  );
  app.put(
    '/blocks/:id/status',
    {
      schema: {
        tags,
        summary: 'Toggle the display status (blank, play, stop) with on-air tracking',
        params: idParamsSchema,
        response: { 200: blockSchema },
      },
    },
    async (request) => service.toggleBlockStatus(platform, actorOf(request), request.params.id),
  );
  app.put(
    '/blocks/:id/standby',
    {
      schema: {
        tags,
        summary: 'Put a block on standby or back',
        params: idParamsSchema,
        response: { 200: blockSchema },
      },
    },
    async (request) => service.toggleBlockStandby(platform, actorOf(request), request.params.id),
  );
};
