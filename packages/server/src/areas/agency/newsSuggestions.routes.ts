import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  newsDeletedSchema,
  newsDeleteQuerySchema,
  newsQuerySchema,
  newsSuggestionInputSchema,
  newsSuggestionSchema,
  newsSuggestionUpdateSchema,
  newsUsedSchema,
  pagedSchema,
  proposalSchema,
} from '@newsroom/domain';
import { idParamsSchema as params, urlIdSchema } from '../../platform/http/params';
import { routesOf } from '../../platform/http/routes';
import { recordRoutes } from '../../platform/records/recordRoutes';
import { agencyPolicy } from './agency.policy';
import { PROPOSAL_NETWORKS, proposalFromItem } from './fromItem.service';
import * as service from './newsSuggestions.service';

/** News suggestions (spec 3 §3) and proposals made from agency items (spec 3 §7). */
export const newsSuggestionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  const route = routesOf(app, ['agency']);
  const allow = { read: agencyPolicy.canRead, write: agencyPolicy.canWrite };

  route.get(
    '/news_suggestions',
    'News suggestions, newest first (the news sidebar asks page 0)',
    {
      allow: allow.read,
      querystring: newsQuerySchema,
      response: { 200: pagedSchema(newsSuggestionSchema) },
    },
    (_actor, { query }) => service.pageSuggestions(platform, query),
  );
  route.delete(
    '/news_suggestions',
    'Delete suggestions not in use; answers the ids deleted',
    {
      allow: allow.write,
      querystring: newsDeleteQuerySchema,
      response: { 200: newsDeletedSchema },
    },
    (actor, { query }) => service.deleteSuggestions(platform, actor, query.ids),
  );
  recordRoutes(route, {
    path: '/news_suggestions',
    view: newsSuggestionSchema,
    bodies: { create: newsSuggestionInputSchema, update: newsSuggestionUpdateSchema },
    allow,
    summaries: {
      get: 'A news suggestion',
      create: 'Suggest a news item by hand',
      update: 'Save a suggestion over its version',
    },
    calls: {
      get: (_actor, id) => service.loadSuggestion(platform, id),
      create: (actor, input) => service.createSuggestion(platform, actor, input),
      update: (actor, id, update) => service.updateSuggestion(platform, actor, id, update),
    },
  });
  route.put(
    '/news_suggestions/:id/used',
    'Mark a suggestion used (or not)',
    { allow: allow.write, params, body: newsUsedSchema, response: { 200: newsSuggestionSchema } },
    (actor, { params: p, body }) => service.markSuggestionUsed(platform, actor, p.id, body.used),
  );
  route.post(
    '/news_suggestions/from_item/:id',
    'Suggest an agency item (marks it used)',
    { allow: allow.write, params, response: { 201: newsSuggestionSchema } },
    (actor, request) => service.suggestionFromItem(platform, actor, request.params.id),
  );
  route.post(
    '/assignment_proposals/:network/:itemId',
    'Create a proposal from an agency item of rss, twitter (X, Mastodon, Bluesky) or facebook',
    {
      allow: agencyPolicy.canRead,
      params: z.object({ network: z.enum(PROPOSAL_NETWORKS), itemId: urlIdSchema }),
      response: { 201: proposalSchema },
    },
    (actor, { params: p }) => proposalFromItem(platform, actor, p.network, p.itemId),
  );
};
