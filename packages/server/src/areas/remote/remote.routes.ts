import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  branchTokenInputSchema,
  companyDataSchema,
  documentOriginSchema,
  REMOTE_KINDS,
  remoteBranchSchema,
  remoteCheckSchema,
  remoteCopySchema,
  remoteDayQuerySchema,
  remoteKindSchema,
  remoteNoticeSchema,
  remoteRundownSummarySchema,
  remoteSummarySchema,
  remoteTokenInputSchema,
  remoteTokenIssuedSchema,
  remoteTokenSchema,
} from '@newsroom/domain';
import { idParamsSchema, urlIdSchema } from '../../platform/http/params';
import { notFound } from '../../platform/http/refusals';
import { routesOf } from '../../platform/http/routes';
import { rundownCheckSchema, rundownViewSchema } from '../rundowns/rundowns.presenter';
import { dateQuerySchema, programDateQuerySchema } from '../rundowns/rundowns.schemas';
import * as branches from './remote.branches';
import { copyFromBranch } from './remote.copy';
import { SERVED_KINDS } from './remote.kinds';
import { remotePolicy } from './remote.policy';
import { remoteRepository } from './remote.repository';
import * as tokens from './remote.tokens';

const branchParams = z.object({ branchId: urlIdSchema });
const documentParams = z.object({ branchId: urlIdSchema, id: urlIdSchema });
const originParams = z.object({ kind: remoteKindSchema, id: urlIdSchema });

/**
 * Other branches seen from here (spec 3 §7 remote access; issue 25): the registered branches and
 * the token each issued us, a check, their documents of a day, one document, a copy into this
 * branch, their rundowns and notices; and the tokens this installation issues to others. Every call to a
 * branch is bounded by REMOTE_TIMEOUT_MS (422 remote:unreachable).
 */
export const remoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  const route = routesOf(app, ['remote']);
  const browse = { allow: remotePolicy.canBrowse };
  const administer = { allow: remotePolicy.canAdminister };
  const clientOf = async (branchId: number) =>
    branches.clientOfBranch(platform, await branches.branchRow(platform, branchId));

  route.get(
    '/remote/tokens',
    'Tokens issued to other branches (never the tokens themselves)',
    { ...administer, response: { 200: z.array(remoteTokenSchema) } },
    () => tokens.listTokens(platform),
  );
  route.post(
    '/remote/tokens',
    'Issue a read-only token for another branch (shown this once)',
    { ...administer, body: remoteTokenInputSchema, response: { 201: remoteTokenIssuedSchema } },
    (actor, { body }) => tokens.issueToken(platform, actor, body.name),
  );
  route.delete(
    '/remote/tokens/:id',
    'Revoke a token: the branch holding it is refused from now on',
    { ...administer, params: idParamsSchema },
    async (actor, { params }) => void (await tokens.revokeToken(platform, actor, params.id)),
  );

  route.get(
    '/remote/branches',
    'Registered branches and whether we hold a token of each',
    { ...browse, response: { 200: z.array(remoteBranchSchema) } },
    () => branches.listRemoteBranches(platform),
  );
  route.put(
    '/remote/branches/:branchId/token',
    'Keep the token a branch issued us (sealed at rest)',
    {
      ...administer,
      params: branchParams,
      body: branchTokenInputSchema,
      response: { 200: remoteBranchSchema },
    },
    (actor, { params, body }) =>
      branches.setBranchToken(platform, actor, params.branchId, body.token),
  );
  route.get(
    '/remote/branches/:branchId/check',
    'Whether the branch answers with our token (ok, or the refusal key), and how fast',
    { ...browse, params: branchParams, response: { 200: remoteCheckSchema } },
    (_actor, { params }) => branches.checkBranch(platform, params.branchId),
  );
  route.get(
    '/remote/branches/:branchId/company_data',
    "The branch's company data (names of its programs, people and lookups)",
    { ...browse, params: branchParams, response: { 200: companyDataSchema } },
    async (_actor, { params }) =>
      (await clientOf(params.branchId))('company_data', companyDataSchema),
  );
  route.get(
    '/remote/branches/:branchId/rundowns',
    "The branch's rundowns of a day",
    {
      ...browse,
      params: branchParams,
      querystring: dateQuerySchema,
      response: { 200: z.array(remoteRundownSummarySchema) },
    },
    async (_actor, { params, query }) =>
      (await clientOf(params.branchId))('rundowns', z.array(remoteRundownSummarySchema), query),
  );
  route.get(
    '/remote/branches/:branchId/rundowns/check',
    'Whether a program of the branch has a rundown on a date',
    {
      ...browse,
      params: branchParams,
      querystring: programDateQuerySchema,
      response: { 200: rundownCheckSchema },
    },
    async (_actor, { params, query }) =>
      (await clientOf(params.branchId))('rundowns/check', rundownCheckSchema, query),
  );
  route.get(
    '/remote/branches/:branchId/rundowns/:id',
    "One of the branch's rundowns (read-only)",
    { ...browse, params: documentParams, response: { 200: rundownViewSchema } },
    async (_actor, { params }) =>
      (await clientOf(params.branchId))(`rundowns/${params.id}`, rundownViewSchema),
  );
  route.get(
    '/remote/branches/:branchId/notices',
    "The branch's newest notices (read-only)",
    { ...browse, params: branchParams, response: { 200: z.array(remoteNoticeSchema) } },
    async (_actor, { params }) =>
      (await clientOf(params.branchId))('notices', z.array(remoteNoticeSchema)),
  );

  for (const kind of REMOTE_KINDS) {
    const schema = SERVED_KINDS[kind].schema;
    route.get(
      `/remote/branches/:branchId/${kind}`,
      `The branch's shared ${kind} of a day`,
      {
        ...browse,
        params: branchParams,
        querystring: remoteDayQuerySchema,
        response: { 200: z.array(remoteSummarySchema) },
      },
      async (_actor, { params, query }) =>
        (await clientOf(params.branchId))(kind, z.array(remoteSummarySchema), query),
    );
    route.get(
      `/remote/branches/:branchId/${kind}/:id`,
      `One shared document of ${kind} of the branch (read-only)`,
      { ...browse, params: documentParams, response: { 200: schema } },
      async (_actor, { params }) =>
        (await clientOf(params.branchId))(`${kind}/${params.id}`, schema),
    );
    route.post(
      `/remote/branches/:branchId/${kind}/:id/copy`,
      `Copy one of the branch's ${kind} into this branch (drawer, origin kept)`,
      { ...browse, params: documentParams, response: { 201: remoteCopySchema } },
      (actor, { params }) => copyFromBranch(platform, actor, params.branchId, kind, params.id),
    );
  }

  route.get(
    '/remote/origins/:kind/:id',
    'Where a document of this branch was copied from (404 when it was not)',
    { params: originParams, response: { 200: documentOriginSchema } },
    async (_actor, { params }) => {
      const row = await remoteRepository.originOf(platform.database.db, params.kind, params.id);
      if (!row) throw notFound();
      return {
        branchId: row.branchId,
        branchName: row.branchName,
        remoteId: row.remoteId,
        copiedAt: row.copiedAt.toISOString(),
      };
    },
  );
};
