import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allowed } from '../../platform/http/refusals';
import { actorOf } from '../../platform/http/guard';
import { idParamsSchema } from '../../platform/http/params';
import { ICS_MAX_BYTES, ICS_TYPES } from './calendar.ics';
import { calendarPolicy } from './calendar.policy';
import { calendarFeed, exportCalendar, importCalendar } from './calendarIcs.service';

const tags = ['calendar'];
const ICS = 'text/calendar; charset=utf-8';

/** A file name with only what every system accepts. */
const fileName = (name: string) =>
  `${
    name
      .normalize('NFD')
      .replace(/[^\w -]/g, '')
      .trim()
      .replace(/\s+/g, '-') || 'calendar'
  }.ics`;

/**
 * Calendars as iCalendar files: export, import, and the secret subscription feed (no session:
 * the token is the key). Only this plugin reads iCalendar bodies.
 */
export const calendarIcsRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  app.addContentTypeParser(
    ICS_TYPES,
    { parseAs: 'string', bodyLimit: ICS_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/calendars/:id/ics',
    {
      schema: {
        tags,
        summary: 'A calendar as an iCalendar file (RRULE, EXDATE, VALARM; the newsroom’s TZID)',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const actor = allowed(calendarPolicy.canRead, actorOf(request));
      const { name, text } = await exportCalendar(platform, actor, request.params.id);
      return reply
        .header('content-type', ICS)
        .header('content-disposition', `attachment; filename="${fileName(name)}"`)
        .send(text);
    },
  );

  app.post(
    '/calendars/:id/import',
    {
      schema: {
        tags,
        summary: 'Import the events of an iCalendar file into a calendar (all or none)',
        params: idParamsSchema,
        consumes: ICS_TYPES,
        // The file's text, as the parser above reads it (described for readers and the fuzz).
        body: z.string(),
        response: { 200: z.object({ imported: z.number().int(), skipped: z.number().int() }) },
      },
    },
    (request) =>
      importCalendar(
        platform,
        allowed(calendarPolicy.canWrite, actorOf(request)),
        request.params.id,
        request.body,
      ),
  );

  app.get(
    '/calendars/feed/:token.ics',
    {
      config: { isPublic: true },
      schema: {
        tags,
        summary:
          'The subscription feed of a calendar, by its secret (no session; 404 once revoked)',
        params: z.object({ token: z.string().regex(/^[\w-]{32}$/) }),
      },
    },
    async (request, reply) => {
      const text = await calendarFeed(platform, request.params.token);
      return reply
        .header('content-type', ICS)
        .header('cache-control', 'private, no-store')
        .send(text);
    },
  );
};
