import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  exportPdfQuerySchema,
  roundCallSaveSchema,
  roundCallSchema,
  roundDateSchema,
  roundInputSchema,
  roundSchema,
  roundSheetQuerySchema,
  roundSheetSchema,
  roundUpdateSchema,
} from '@newsroom/domain';
import { urlIdSchema } from '../../platform/http/params';
import { routesOf } from '../../platform/http/routes';
import { recordRoutes } from '../../platform/records/recordRoutes';
import { roundsPolicy } from './rounds.policy';
import * as rounds from './rounds.service';
import * as sheet from './roundSheet.service';
import { roundSheetPdf } from './roundSheet.pdf';
import { actorOf } from '../../platform/http/guard';
import { allowed } from '../../platform/http/refusals';
import { sendPdf } from '../../platform/pdf/pdfReply';

const callParams = z.object({ roundId: urlIdSchema, date: roundDateSchema });

/** The rounds (spec 3 §3, §7 "Rounds … rounds CRUD") and the day sheet's calls. */
export const roundsRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  const route = routesOf(app, ['rounds']);

  route.get(
    '/rounds',
    'Every round by time, then institution name',
    { allow: roundsPolicy.canReadLists, response: { 200: z.array(roundSchema) } },
    () => rounds.listRounds(platform),
  );
  route.get(
    '/rounds/sheet',
    "A day's sheet (default today): enabled rounds with institution, contacts and the day's call",
    {
      allow: roundsPolicy.canRead,
      querystring: roundSheetQuerySchema,
      response: { 200: roundSheetSchema },
    },
    (_actor, { query }) => sheet.loadSheet(platform, query.date),
  );
  app.get(
    '/rounds/sheet/pdf',
    {
      schema: {
        tags: ['rounds'],
        summary: 'A day\'s round sheet as a PDF (spec 1 §7 "rounds"; at most 100 rounds)',
        querystring: exportPdfQuerySchema
          .pick({ locale: true })
          .extend(roundSheetQuerySchema.shape),
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      allowed(roundsPolicy.canRead, actorOf(request));
      const { date, locale } = request.query;
      const made = await roundSheetPdf(platform, date, locale);
      return sendPdf(reply, made.fileName, made.pdf);
    },
  );
  route.put(
    '/rounds/:roundId/calls/:date',
    "Save a day's call over its version (0: first save); 409 stale_version with the current call",
    {
      allow: roundsPolicy.canWrite,
      params: callParams,
      body: roundCallSaveSchema,
      response: { 200: roundCallSchema },
    },
    (actor, { params, body }) => sheet.saveCall(platform, actor, params.roundId, params.date, body),
  );
  recordRoutes(route, {
    path: '/rounds',
    view: roundSchema,
    bodies: { create: roundInputSchema, update: roundUpdateSchema },
    allow: { read: roundsPolicy.canReadLists, write: roundsPolicy.canAdminister },
    summaries: {
      get: 'A round',
      create: 'Add a round (409 rounds:duplicateRound for the same institution and time)',
      update: 'Save a round over its version',
      remove: 'Delete a round with no call on record (422 rounds:roundInUse)',
    },
    calls: {
      get: (_actor, id) => rounds.loadRound(platform, id),
      create: (actor, input) => rounds.createRound(platform, actor, input),
      update: (actor, id, update) => rounds.updateRound(platform, actor, id, update),
      remove: (actor, id) => rounds.deleteRound(platform, actor, id),
    },
  });
};
