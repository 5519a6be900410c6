import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/http/guard';
import { exportVCards, importVCards, VCARD_MAX_BYTES } from './contacts.vcard';

const tags = ['contacts'];
/** The media types a vCard file is sent as. */
const VCARD_TYPES = ['text/vcard', 'text/x-vcard', 'text/directory'];

/**
 * The address book as vCard files: POST /contacts/import (the file's text as the body) and GET
 * /contacts/export (a download). Only this plugin reads vCard bodies.
 */
export const contactsVCardRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  app.addContentTypeParser(
    VCARD_TYPES,
    { parseAs: 'string', bodyLimit: VCARD_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/contacts/import',
    {
      schema: {
        tags,
        summary:
          'Import a vCard 3.0/4.0 file into the address book (all cards or none; the same person is skipped)',
        consumes: VCARD_TYPES,
        // The file's text, as the parser above reads it (described for readers and the fuzz).
        body: z.string(),
        response: { 200: z.object({ imported: z.number().int(), skipped: z.number().int() }) },
      },
    },
    (request) => importVCards(platform, actorOf(request), request.body),
  );

  app.get(
    '/contacts/export',
    {
      schema: {
        tags,
        summary: 'The address book (of one group when given) as a vCard 4.0 file',
        querystring: z.object({ groupId: z.coerce.number().int().positive().optional() }),
      },
    },
    async (request, reply) => {
      const text = await exportVCards(platform, actorOf(request), request.query.groupId);
      return reply
        .header('content-type', 'text/vcard; charset=utf-8')
        .header('content-disposition', 'attachment; filename="contacts.vcf"')
        .send(text);
    },
  );
};
