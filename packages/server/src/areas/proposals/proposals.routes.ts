import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
import { recordRoutes } from '../../platform/records/recordRoutes';

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

  recordRoutes(route, {
    path: '/assignment_proposals',
    view: proposalSchema,
    bodies: { create: proposalInputSchema, update: proposalUpdateSchema },
    // The service checks the proposals policy, with the programs a proposal names.
    allow: {},
    summaries: {
      get: 'A proposal',
      create: 'Create a proposal',
      update: 'Save a proposal over its version (409 stale_version)',
      remove: 'Remove a proposal',
    },
    calls: {
      get: (actor, id) => service.loadProposal(platform, actor, id),
      create: (actor, input) => service.createProposal(platform, actor, input),
      update: (actor, id, update) => service.updateProposal(platform, actor, id, update),
      remove: (actor, id) => service.removeProposal(platform, actor, id),
    },
  });
};
