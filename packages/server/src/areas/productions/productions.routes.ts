import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { urlIdSchema } from '../../platform/http/params';
import {
  documentDateSchema,
  pagedSchema,
  pageQuerySchema,
  productionListQuerySchema,
  productionSchema,
  mailQueuedSchema,
  productionGridEmailSchema,
} from '@newsroom/domain';
import { documentRoutes } from '../../platform/documents/kernel.routes';
import { documentPdfRoute } from '../../platform/pdf/documentPdfRoute';
import { productionExport } from './productions.pdf';
import { documentEmailRoute } from '../mail/mail.document';
import { emailProductionGrid } from './productions.grid';
import { productionLookupRoutes } from './productionLookups.routes';
import { PRODUCTION_RESOURCES, PRODUCTION_TYPES } from './productionLookups.service';
import { productionKind } from './productions.kind';
import * as assignment from './productions.assignment';
import * as lists from './productions.lists';
import { routesOf } from '../../platform/http/routes';
import { actorOf } from '../../platform/http/guard';

const assignmentParamsSchema = z.object({ assignmentId: urlIdSchema });
const filterQuerySchema = pageQuerySchema.extend({
  from: documentDateSchema.optional(),
  to: documentDateSchema.optional(),
  text: z.string().trim().max(200).optional(),
});
/** POST /productions/assignment/{id}: the date asked for; absent = the assignment's. */
const fromAssignmentSchema = z
  .object({ date: z.union([documentDateSchema, z.literal(''), z.null()]).optional() })
  .optional();

/**
 * Productions and their lookups (spec 2 §3, §8; spec 3 §7 "Productions"). The kernel
 * serves the document calls (load, edit with its lock, create, save, patch, revisions, trash,
 * restore); here: the lists, the production of an assignment and the grid's e-mail.
 */
export const productionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  const tags = ['productions'];
  await app.register(productionLookupRoutes(PRODUCTION_RESOURCES));
  await app.register(productionLookupRoutes(PRODUCTION_TYPES));
  await app.register(documentRoutes(productionKind));
  await app.register(documentPdfRoute(productionKind, 'checklists', productionExport));
  await app.register(documentEmailRoute(productionKind, 'checklists', productionExport));

  const route = routesOf(app, tags);

  route.get(
    '/productions',
    'The checklists of a day (onlyNotDone leaves the done ones out)',
    { querystring: productionListQuerySchema, response: { 200: z.array(productionSchema) } },
    (actor, { query }) => lists.listProductionsOfDay(platform, actor, query),
  );

  route.get(
    '/productions/filter',
    'A page of checklists by period and text',
    { querystring: filterQuerySchema, response: { 200: pagedSchema(productionSchema) } },
    (actor, { query }) => lists.filterProductions(platform, actor, query),
  );

  route.get(
    '/productions/excluded',
    'A page of the checklists in the trash',
    { querystring: pageQuerySchema, response: { 200: pagedSchema(productionSchema) } },
    (actor, { query }) => lists.excludedProductions(platform, actor, query),
  );

  route.get(
    '/productions/assignment/:assignmentId',
    "A guideline's checklist (404 none; 422 production:beingEdited under another's lock)",
    { params: assignmentParamsSchema, response: { 200: productionSchema } },
    (actor, { params }) => assignment.productionOfAssignment(platform, actor, params.assignmentId),
  );

  route.post(
    '/productions/assignment/:assignmentId',
    'Create the checklist of a guideline from its data (409 when it has one)',
    {
      params: assignmentParamsSchema,
      body: fromAssignmentSchema,
      response: { 201: productionSchema },
    },
    (actor, { params, body }) =>
      assignment.createProductionFromAssignment(platform, actor, params.assignmentId, body?.date),
  );

  app.post(
    '/productions/email/grid',
    {
      schema: {
        tags,
        summary:
          "E-mail a day's checklists as a table (HTML, text and PDF), sent in the background",
        body: productionGridEmailSchema,
        response: { 202: mailQueuedSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { locale, ...rest } = request.body;
      const queued = await emailProductionGrid(platform, actor, {
        ...rest,
        locale: locale ?? actor.locale,
      });
      return reply.status(202).send(queued);
    },
  );
};
