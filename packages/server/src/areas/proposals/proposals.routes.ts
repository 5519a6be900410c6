import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../platform/http/params';
import {
  documentDateSchema,
  pageQuerySchema,
  pagedSchema,
  proposalInputSchema,
  proposalSchema,
  proposalUpdateSchema,
} from '@newsroom/domain';
import * as service from './proposals.service';
import { routesOf } from '../../platform/http/routes';

const tags = ['assignment_proposals'];
const filterQuery = pageQuerySchema.extend({
  from: documentDateSchema.optional(),
  to: documentDateSchema.optional(),
  text: z.string().trim().max(200).optional(),
});

/** Assignment proposals ("sugestões de pauta"): CRUD; conversion is POST /assignments/proposal/{id}. */
export const proposalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  const route = routesOf(app, tags);

  route.get(
    '/assignment_proposals',
    'Proposals by date range and text (slug or proposal), newest first',
    { querystring: filterQuery, response: { 200: pagedSchema(proposalSchema) } },
    (actor, { query }) => service.filterProposals(platform, actor, query),
  );
  route.get(
    '/assignment_proposals/:id',
    'A proposal',
    { params: idParamsSchema, response: { 200: proposalSchema } },
    (actor, { params }) => service.loadProposal(platform, actor, params.id),
  );
  route.post(
    '/assignment_proposals',
    'Create a proposal',
    { body: proposalInputSchema, response: { 201: proposalSchema } },
    (actor, { body }) => service.createProposal(platform, actor, body),
  );
  route.put(
    '/assignment_proposals/:id',
    'Save a proposal over its version (409 stale_version)',
    { params: idParamsSchema, body: proposalUpdateSchema, response: { 200: proposalSchema } },
    (actor, { params, body }) => service.updateProposal(platform, actor, params.id, body),
  );
  route.delete(
    '/assignment_proposals/:id',
    'Remove a proposal',
    { params: idParamsSchema },
    (actor, { params }) => service.removeProposal(platform, actor, params.id),
  );
};
