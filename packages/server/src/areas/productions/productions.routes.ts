import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, urlIdSchema } from '../../platform/http/params';
import {
  documentDateSchema,
  editRequestSchema,
  fieldPatchSchema,
  pagedSchema,
  pageQuerySchema,
  productionInputSchema,
  productionListQuerySchema,
  productionSchema,
  productionUpdateSchema,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import { actorOf } from '../../platform/http/guard';
import { productionLookupRoutes } from './productionLookups.routes';
import { PRODUCTION_RESOURCES, PRODUCTION_TYPES } from './productionLookups.service';
import { productionsPolicy } from './productions.policy';
import { productionEditSchema, productionRevisionSchema } from './productions.presenter';
import * as guideline from './productions.guideline';
import * as lists from './productions.lists';
import * as patch from './productions.patch';
import * as service from './productions.service';
import { allow } from '../../platform/http/refusals';

const assignmentParamsSchema = z.object({ assignmentId: urlIdSchema });
const filterQuerySchema = pageQuerySchema.extend({
  from: documentDateSchema.optional(),
  to: documentDateSchema.optional(),
  text: z.string().trim().max(200).optional(),
});
/** POST /productions/assignment/{id}: the date asked for; absent = the guideline's. */
const fromAssignmentSchema = z
  .object({ date: z.union([documentDateSchema, z.literal(''), z.null()]).optional() })
  .optional();
/** POST /productions/{id}/email. */
const emailSchema = z.object({ to: z.array(z.email()).min(1).max(20) });

type Request = Parameters<typeof actorOf>[0];
function reader(request: Request): Actor {
  const actor = actorOf(request);
  allow(productionsPolicy.canRead(actor));
  return actor;
}
function writer(request: Request): Actor {
  const actor = actorOf(request);
  allow(productionsPolicy.canWrite(actor));
  return actor;
}

/** Production checklists and their lookups (spec 2 §3, §8; spec 3 §7 "Productions"). */
export const productionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  const tags = ['productions'];
  await app.register(productionLookupRoutes(PRODUCTION_RESOURCES));
  await app.register(productionLookupRoutes(PRODUCTION_TYPES));

  app.get(
    '/productions',
    {
      schema: {
        tags,
        summary: 'The checklists of a day (onlyNotDone leaves the done ones out)',
        querystring: productionListQuerySchema,
        response: { 200: z.array(productionSchema) },
      },
    },
    async (request) => lists.listProductionsOfDay(platform, reader(request), request.query),
  );

  app.get(
    '/productions/filter',
    {
      schema: {
        tags,
        summary: 'A page of checklists by period and text',
        querystring: filterQuerySchema,
        response: { 200: pagedSchema(productionSchema) },
      },
    },
    async (request) => lists.filterProductions(platform, reader(request), request.query),
  );

  app.get(
    '/productions/excluded',
    {
      schema: {
        tags,
        summary: 'A page of the checklists in the trash',
        querystring: pageQuerySchema,
        response: { 200: pagedSchema(productionSchema) },
      },
    },
    async (request) => lists.excludedProductions(platform, reader(request), request.query),
  );

  app.get(
    '/productions/assignment/:assignmentId',
    {
      schema: {
        tags,
        summary:
          "A guideline's checklist (404 none; 422 production:beingEdited under another's lock)",
        params: assignmentParamsSchema,
        response: { 200: productionSchema },
      },
    },
    async (request) =>
      guideline.productionOfAssignment(platform, reader(request), request.params.assignmentId),
  );

  app.post(
    '/productions/assignment/:assignmentId',
    {
      schema: {
        tags,
        summary: 'Create the checklist of a guideline from its data (409 when it has one)',
        params: assignmentParamsSchema,
        body: fromAssignmentSchema,
        response: { 201: productionSchema },
      },
    },
    async (request, reply) => {
      const actor = writer(request);
      allow(productionsPolicy.canReadGuidelines(actor));
      const created = await guideline.createProductionFromAssignment(
        platform,
        actor,
        request.params.assignmentId,
        request.body?.date,
      );
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/productions',
    {
      schema: {
        tags,
        summary: 'Create a checklist',
        body: productionInputSchema,
        response: { 201: productionSchema },
      },
    },
    async (request, reply) => {
      const created = await service.createProduction(platform, writer(request), request.body);
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/productions/:id',
    {
      schema: {
        tags,
        summary: 'One checklist (also from the trash)',
        params: idParamsSchema,
        response: { 200: productionSchema },
      },
    },
    async (request) => service.getProduction(platform, reader(request), request.params.id),
  );

  app.post(
    '/productions/:id/edit',
    {
      schema: {
        tags,
        summary: "Open a checklist for editing: takes its lock (412 under another's lock)",
        params: idParamsSchema,
        body: editRequestSchema,
        response: { 200: productionEditSchema },
      },
    },
    async (request) =>
      service.editProduction(
        platform,
        writer(request),
        request.params.id,
        request.body?.takeOver === true,
      ),
  );

  app.put(
    '/productions/:id',
    {
      schema: {
        tags,
        summary: 'Save a checklist (lock and version required)',
        params: idParamsSchema,
        body: productionUpdateSchema,
        response: { 200: productionSchema },
      },
    },
    async (request) => {
      const { version, ...input } = request.body;
      return service.updateProduction(platform, writer(request), request.params.id, input, version);
    },
  );

  app.patch(
    '/productions/:id',
    {
      schema: {
        tags,
        summary: 'Change one field or tick a task (tasks.<taskId>.done); failures carry rollback',
        params: idParamsSchema,
        body: fieldPatchSchema,
        response: { 200: productionSchema },
      },
    },
    async (request) =>
      patch.patchProduction(platform, writer(request), request.params.id, request.body),
  );

  app.delete(
    '/productions/:id',
    {
      schema: {
        tags,
        summary: "Move a checklist to the trash (412 document:inEdition under another's lock)",
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      await service.removeProduction(platform, writer(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.put(
    '/productions/:id/restore',
    {
      schema: {
        tags,
        summary: 'Bring a checklist back from the trash',
        params: idParamsSchema,
        response: { 200: productionSchema },
      },
    },
    async (request) => service.restoreProduction(platform, writer(request), request.params.id),
  );

  app.get(
    '/productions/:id/revisions',
    {
      schema: {
        tags,
        summary: 'Version history of a checklist, newest first, with changes',
        params: idParamsSchema,
        response: { 200: z.array(productionRevisionSchema) },
      },
    },
    async (request) => service.productionRevisions(platform, reader(request), request.params.id),
  );

  app.post(
    '/productions/:id/email',
    {
      schema: {
        tags,
        summary: 'E-mail a checklist (422 mail:notAvailable until SMTP sending exists)',
        params: idParamsSchema,
        body: emailSchema,
      },
    },
    async (request) => service.emailProduction(platform, reader(request), request.params.id),
  );
};
