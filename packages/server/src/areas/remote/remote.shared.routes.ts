import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  companyDataSchema,
  REMOTE_KINDS,
  REMOTE_NOTICES_MAX,
  remoteDayQuerySchema,
  remoteNoticeSchema,
  remotePingSchema,
  remoteRundownSummarySchema,
  remoteSummarySchema,
} from '@newsroom/domain';
import { idParamsSchema } from '../../platform/http/params';
import { routesOf } from '../../platform/http/routes';
import { branchRepository } from '../branch/branch.repository';
import { loadCompanyData } from '../companyData/remote.service';
import { noticesPolicy } from '../notices/notices.policy';
import { listNotices } from '../notices/notices.service';
import { rundownCheckSchema, rundownViewSchema } from '../rundowns/rundowns.presenter';
import { dateQuerySchema, programDateQuerySchema } from '../rundowns/rundowns.schemas';
import { checkRundown, loadRundown, rundownGrid } from '../rundowns/rundowns.service';
import { SERVED_KINDS } from './remote.kinds';
import { actorOfBearer } from './remote.tokens';

/** Where the calls another branch makes to this one live. */
export const SHARED_PREFIX = '/remote/shared';

/**
 * What this installation serves other branches (spec 3 §7 remote access), read-only: a token we
 * issued as `Authorization: Bearer`, never a session (a cookie alone gets 401). The session guard
 * lets these routes through; the hook below puts the token's synthetic actor on the request.
 */
export const remoteSharedRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  app.addHook('onRoute', (options) => {
    options.config = { ...options.config, isPublic: true };
  });
  app.addHook('onRequest', async (request) => {
    request.actor = await actorOfBearer(platform, request.headers.authorization, request.ip);
  });
  const route = routesOf(app, ['remote']);

  route.get(
    `${SHARED_PREFIX}/check`,
    'Served to branches: who answers (branch name, version)',
    { response: { 200: remotePingSchema } },
    async () => ({
      branchName: (await branchRepository.get(platform.database.db)).branchName,
      version: platform.version,
    }),
  );
  route.get(
    `${SHARED_PREFIX}/company_data`,
    'Served to branches: the company data bundle (names of programs, people, lookups)',
    { response: { 200: companyDataSchema } },
    () => loadCompanyData(platform),
  );
  route.get(
    `${SHARED_PREFIX}/rundowns`,
    'Served to branches: the rundowns of a day',
    { querystring: dateQuerySchema, response: { 200: z.array(remoteRundownSummarySchema) } },
    async (actor, { query }) =>
      (await rundownGrid(platform, actor, query.date)).map((item) => ({
        id: item.id,
        programId: item.programId,
        programName: item.programName,
        date: query.date,
      })),
  );
  route.get(
    `${SHARED_PREFIX}/rundowns/check`,
    'Served to branches: whether a program has a rundown on a date',
    { querystring: programDateQuerySchema, response: { 200: rundownCheckSchema } },
    (actor, { query }) => checkRundown(platform, actor, query.programId, query.date),
  );
  route.get(
    `${SHARED_PREFIX}/rundowns/:id`,
    'Served to branches: a rundown (private stories masked)',
    { params: idParamsSchema, response: { 200: rundownViewSchema } },
    (actor, { params }) => loadRundown(platform, actor, params.id),
  );
  route.get(
    `${SHARED_PREFIX}/notices`,
    'Served to branches: the newest notices (newsroom-wide, none is restricted)',
    { allow: noticesPolicy.canRead, response: { 200: z.array(remoteNoticeSchema) } },
    async () =>
      (await listNotices(platform, { page: 0, size: REMOTE_NOTICES_MAX })).data.map((notice) => ({
        id: notice.id,
        text: notice.text,
        urgent: notice.urgent,
        authorName: notice.authorName,
        createdAt: notice.createdAt,
      })),
  );
  for (const kind of REMOTE_KINDS) {
    const served = SERVED_KINDS[kind];
    route.get(
      `${SHARED_PREFIX}/${kind}`,
      `Served to branches: the shared ${kind} of a day`,
      { querystring: remoteDayQuerySchema, response: { 200: z.array(remoteSummarySchema) } },
      (actor, { query }) => served.list(platform, actor, query.date),
    );
    route.get(
      `${SHARED_PREFIX}/${kind}/:id`,
      `Served to branches: one shared document of ${kind} (404 when private)`,
      { params: idParamsSchema, response: { 200: served.schema } },
      (actor, { params }) => served.load(platform, actor, params.id),
    );
  }
};
