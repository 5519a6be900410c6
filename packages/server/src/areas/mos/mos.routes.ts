import { z } from 'zod';
import { idParamsSchema } from '../../platform/http/params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MOS_ACTIONS,
  deviceStatusSchema,
  mosActionResultSchema,
  rundownMosStateSchema,
} from '@newsroom/domain';
import { rundownsRepository } from '../rundowns/rundowns.repository';
import { accessibleProgram } from '../rundowns/rundowns.shared';
import { provideMosCaller } from './mos.calls';
import { mosPolicy } from './mos.policy';
import { MosReplication } from './mos.replication';
import { notFound } from '../../platform/http/refusals';
import { routesOf } from '../../platform/http/routes';

const actionParams = idParamsSchema.extend({ action: z.enum(MOS_ACTIONS) });

/**
 * MOS (issue 9): device statuses and test, and the rundown's MOS actions and state. The
 * replication starts when the app is ready (it dials nothing while no MOS device is enabled) and
 * stops, closing every MOS socket, when the app closes. Every instance answers these routes; what
 * needs a device's connection runs on that device's leader (mos.calls.ts).
 */
export const mosRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  const tags = ['mos'];
  const replication = new MosReplication(platform, platform.config.mos, app.log);
  // The media centre asks MOS devices through the same calls.
  provideMosCaller(platform, replication.call);
  app.addHook('onReady', () => replication.start());
  app.addHook('preClose', async () => {
    provideMosCaller(platform, null);
    await replication.stop();
  });

  const route = routesOf(app, tags);

  route.get(
    '/devices/status',
    'Live connection status of every MOS device (machine info, last heard)',
    { allow: mosPolicy.canReadStatus, response: { 200: z.array(deviceStatusSchema) } },
    () => replication.call('statuses', {}),
  );

  route.post(
    '/devices/:id/test',
    'Try the device now (MOS: reqMachInfo; II/WS: TCP connection) and answer its status',
    {
      allow: mosPolicy.canTestDevice,
      params: idParamsSchema,
      response: { 200: deviceStatusSchema },
    },
    (actor, { params }) => replication.call('test', { deviceId: params.id }),
  );

  route.get(
    '/rundowns/:id/mos',
    'Whether MOS is on for the rundown and how each device holds its running order',
    {
      allow: mosPolicy.canReadRundown,
      params: idParamsSchema,
      response: { 200: rundownMosStateSchema },
    },
    async (actor, { params }) => {
      const row = await rundownsRepository.findRundown(platform.database.db, params.id);
      if (!row) throw notFound();
      await accessibleProgram(platform.database.db, actor, row.programId);
      return replication.call('state', { rundownId: row.id });
    },
  );

  route.post(
    '/rundowns/:id/mos/:action',
    'MOS enable (roCreate), disable (roDelete), ready (roReadyToAir) or replace (roReplace); answers the devices that acknowledged and those unreachable',
    { allow: mosPolicy.canAct, params: actionParams, response: { 200: mosActionResultSchema } },
    (actor, { params }) =>
      replication.call('act', { actor, rundownId: params.id, action: params.action }),
  );
};
