import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../platform/http/params';
import { blockSchema } from '@newsroom/domain';
import { routesOf } from '../../platform/http/routes';
import * as service from './blocks.service';
import { rundownViewSchema } from './rundowns.presenter';
import { approveSchema, blockOrderSchema, patchSchema } from './rundowns.schemas';
import { rundownViewer, tags } from './rundowns.view';

/** Blocks of a rundown (spec 1 §3, §4). */
export const blocksRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  const view = rundownViewer(platform);
  const route = routesOf(app, tags);

  route.post(
    '/rundowns/:id/blocks',
    'A new block before Standby',
    { params: idParamsSchema, response: { 201: blockSchema } },
    (actor, request) => service.createBlock(platform, actor, request.params.id),
  );
  route.put(
    '/rundowns/:id/blocks/order',
    'Reorder blocks (Standby stays last)',
    { params: idParamsSchema, body: blockOrderSchema, response: { 200: rundownViewSchema } },
    async (actor, { params, body }) =>
      view(actor, await service.reorderBlocks(platform, actor, params.id, body.blockIds)),
  );
  route.patch(
    '/blocks/:id',
    'Patch name, commercialMs, breakTime or hitTime (HH:mm:ss or null)',
    { params: idParamsSchema, body: patchSchema, response: { 200: blockSchema } },
    (actor, { params, body }) => service.patchBlock(platform, actor, params.id, body),
  );
  route.delete(
    '/blocks/:id',
    'Remove a block (never Standby nor one with private stories)',
    { params: idParamsSchema },
    (actor, { params }) => service.deleteBlock(platform, actor, params.id),
  );
  route.put(
    '/blocks/:id/approve',
    "Approve or disapprove a block's stories (ROLE_RUNDOWN_ADMIN)",
    { params: idParamsSchema, body: approveSchema, response: { 200: blockSchema } },
    (actor, { params, body }) => service.approveBlock(platform, actor, params.id, body.approve),
  );
  route.put(
    '/blocks/:id/status',
    'Toggle the display status (blank, play, stop) with on-air tracking',
    { params: idParamsSchema, response: { 200: blockSchema } },
    (actor, { params }) => service.toggleBlockStatus(platform, actor, params.id),
  );
  route.put(
    '/blocks/:id/standby',
    'Put a block on standby or back',
    { params: idParamsSchema, response: { 200: blockSchema } },
    (actor, { params }) => service.toggleBlockStandby(platform, actor, params.id),
  );
};
