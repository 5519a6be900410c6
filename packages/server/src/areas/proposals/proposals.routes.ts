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
import { actorOf } from '../../platform/http/guard';
import * as service from './proposals.service';

const tags = ['assignment_proposals'];
const filterQuery = pageQuerySchema.extend({
  from: documentDateSchema.optional(),
  to: documentDateSchema.optional(),
  text: z.string().trim().max(200).optional(),
});

/** Assignment proposals ("sugestões de pauta"): CRUD; conversion is POST /assignments/proposal/{id}. */
export const proposalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;

  app.get(
    '/assignment_proposals',
    {
      schema: {
        tags,
        summary: 'Proposals by date range and text (slug or proposal), newest first',
        querystring: filterQuery,
        response: { 200: pagedSchema(proposalSchema) },
      },
    },
    async (request) => service.filterProposals(platform, actorOf(request), request.query),
  );
  app.get(
    '/assignment_proposals/:id',
    {
      schema: {
        tags,
        summary: 'A proposal',
        params: idParamsSchema,
        response: { 200: proposalSchema },
      },
    },
    async (request) => service.loadProposal(platform, actorOf(request), request.params.id),
  );
  app.post(
    '/assignment_proposals',
    {
      schema: {
        tags,
        summary: 'Create a proposal',
        body: proposalInputSchema,
        response: { 201: proposalSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.createProposal(platform, actorOf(request), request.body)),
  );
  app.put(
    '/assignment_proposals/:id',
    {
      schema: {
        tags,
        summary: 'Save a proposal over its version (409 stale_version)',
        params: idParamsSchema,
        body: proposalUpdateSchema,
        response: { 200: proposalSchema },
      },
    },
    async (request) =>
      service.updateProposal(platform, actorOf(request), request.params.id, request.body),
  );
  app.delete(
    '/assignment_proposals/:id',
    { schema: { tags, summary: 'Remove a proposal', params: idParamsSchema } },
    async (request, reply) => {
      await service.removeProposal(platform, actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
