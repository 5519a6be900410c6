import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendarEventInputSchema,
  calendarEventRemoveQuerySchema,
  calendarEventSchema,
  calendarEventsQuerySchema,
  calendarEventUpdateSchema,
  exportPdfQuerySchema,
  occurrenceSchema,
} from '@newsroom/domain';
import { idParamsSchema } from '../../platform/http/params';
import { routesOf } from '../../platform/http/routes';
import { calendarPolicy } from './calendar.policy';
import { calendarPdf } from './calendar.pdf';
import { actorOf } from '../../platform/http/guard';
import { allowed } from '../../platform/http/refusals';
import { sendPdf } from '../../platform/pdf/pdfReply';
import {
  createEvent,
  listOccurrences,
  loadEvent,
  removeEvent,
  updateEvent,
} from './calendarEvents.service';

/** Calendar events (spec 3 §7 "events at /api/calendars/events (list by calendarId, currentDate)"). */
export const calendarEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  const route = routesOf(app, ['calendar']);

  route.get(
    '/calendars/events',
    'The occurrences between two days (or in the month around currentDate, whole weeks) of the calendars asked',
    {
      allow: calendarPolicy.canRead,
      querystring: calendarEventsQuerySchema,
      response: { 200: z.array(occurrenceSchema) },
    },
    (actor, request) => listOccurrences(platform, actor, request.query, request.log),
  );

  app.get(
    '/calendars/events/pdf',
    {
      schema: {
        tags: ['calendar'],
        summary: 'The occurrences of a range as a PDF (spec 1 §7 "calendar"; at most 100)',
        querystring: calendarEventsQuerySchema.extend(
          exportPdfQuerySchema.pick({ locale: true }).shape,
        ),
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const actor = allowed(calendarPolicy.canRead, actorOf(request));
      const { locale, ...query } = request.query;
      const made = await calendarPdf(platform, actor, query, locale, request.log);
      return sendPdf(reply, made.fileName, made.pdf);
    },
  );

  route.get(
    '/calendars/events/:id',
    'An event (a repeating one’s series)',
    {
      allow: calendarPolicy.canRead,
      params: idParamsSchema,
      response: { 200: calendarEventSchema },
    },
    (actor, { params }) => loadEvent(platform, actor, params.id),
  );

  route.post(
    '/calendars/events',
    'Create an event in a calendar the user writes in',
    {
      allow: calendarPolicy.canWrite,
      body: calendarEventInputSchema,
      response: { 201: calendarEventSchema },
    },
    (actor, { body }) => createEvent(platform, actor, body),
  );

  route.put(
    '/calendars/events/:id',
    'Save an event (with the version loaded): all of a series, one occurrence, or it and the following',
    {
      allow: calendarPolicy.canWrite,
      params: idParamsSchema,
      body: calendarEventUpdateSchema,
      response: { 200: calendarEventSchema },
    },
    (actor, { params, body }) => updateEvent(platform, actor, params.id, body),
  );

  route.delete(
    '/calendars/events/:id',
    'Remove an event, or one occurrence of a series, or it and the following',
    {
      allow: calendarPolicy.canWrite,
      params: idParamsSchema,
      querystring: calendarEventRemoveQuerySchema,
    },
    (actor, { params, query }) =>
      removeEvent(platform, actor, params.id, query.scope, query.occurrence ?? null),
  );
};
