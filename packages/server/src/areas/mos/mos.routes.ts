import { z } from 'zod';
import { idParamsSchema } from '../../platform/http/params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MOS_ACTIONS,
  deviceStatusSchema,
  mosActionResultSchema,
  rundownMosStateSchema,
} from '@newsroom/domain';
import { actorOf } from '../../platform/http/guard';
import { rundownsRepository } from '../rundowns/rundowns.repository';
import { accessibleProgram } from '../rundowns/rundowns.shared';
import { provideMosLinks } from './mos.objectSearch';
import { mosPolicy } from './mos.policy';
import { MosReplication } from './mos.replication';
import { allowed, notFound } from '../../platform/http/refusals';

const actionParams = idParamsSchema.extend({ action: z.enum(MOS_ACTIONS) });

/**
 * MOS (issue 9): device statuses and test, and the rundown's MOS actions and state. The
 * replication starts when the app is ready (it dials nothing while no MOS device is enabled) and
 * stops, closing every MOS socket, when the app closes.
 */
export const mosRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  const tags = ['mos'];
  const replication = new MosReplication(platform, platform.config.mos, app.log);
  // The media centre searches MOS asset managers over these same connections.
  provideMosLinks(platform, replication.links);
  app.addHook('onReady', () => replication.start());
  app.addHook('preClose', async () => {
    provideMosLinks(platform, null);
    await replication.stop();
  });

  app.get(
    '/devices/status',
    {
      schema: {
        tags,
        summary: 'Live connection status of every MOS device (machine info, last heard)',
        response: { 200: z.array(deviceStatusSchema) },
      },
    },
    async (request) => {
      allowed(mosPolicy.canReadStatus, actorOf(request));
      return replication.statuses();
    },
  );

  app.post(
    '/devices/:id/test',
    {
      schema: {
        tags,
        summary:
          'Try the device now (MOS: reqMachInfo; II/WS: TCP connection) and answer its status',
        params: idParamsSchema,
        response: { 200: deviceStatusSchema },
      },
    },
    async (request) => {
      allowed(mosPolicy.canTestDevice, actorOf(request));
      return replication.test(request.params.id);
    },
  );

  app.get(
    '/rundowns/:id/mos',
    {
      schema: {
        tags,
        summary: 'Whether MOS is on for the rundown and how each device holds its running order',
        params: idParamsSchema,
        response: { 200: rundownMosStateSchema },
      },
    },
    async (request) => {
      const actor = allowed(mosPolicy.canReadRundown, actorOf(request));
      const row = await rundownsRepository.findRundown(platform.database.db, request.params.id);
      if (!row) throw notFound();
      await accessibleProgram(platform.database.db, actor, row.programId);
      return replication.stateOf(row.id);
    },
  );

  app.post(
    '/rundowns/:id/mos/:action',
    {
      schema: {
        tags,
        summary:
          'MOS enable (roCreate), disable (roDelete), ready (roReadyToAir) or replace (roReplace); answers the devices that acknowledged and those unreachable',
        params: actionParams,
        response: { 200: mosActionResultSchema },
      },
    },
    async (request) => {
      const actor = allowed(mosPolicy.canAct, actorOf(request));
      return replication.act(actor, request.params.id, request.params.action);
    },
  );
};
