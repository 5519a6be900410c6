import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contactCreateQuerySchema,
  contactFilterQuerySchema,
  contactInputSchema,
  contactSchema,
  contactUpdateSchema,
  NUMBER_LABELS,
  numberCountries,
  pagedSchema,
} from '@newsroom/domain';
import { documentRoutes } from '../../platform/documents/kernel.routes';
import { idParamsSchema } from '../../platform/http/params';
import { routesOf } from '../../platform/http/routes';
import { ADDRESS_BOOK, contactKind, GUIDE_ONLY } from './contacts.kind';
import { contactsPolicy } from './contacts.policy';
import { contactUsage, createContact, filterContacts, saveContact } from './contacts.service';

const countriesSchema = z.array(z.object({ code: z.string(), callingCode: z.string() }));

/**
 * Contacts (spec 3 §7 "Contacts: filter, load, usage_count, create/update (also a hidden
 * variant), remove, numbers/countries, numbers/labels"). The kernel serves GET /contacts/{id},
 * its revisions, DELETE (trash) and PUT …/restore.
 */
export const contactsRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  const route = routesOf(app, ['contacts']);
  const read = contactsPolicy.canRead;
  const write = contactsPolicy.canWrite;

  route.get(
    '/contacts/filter',
    'A page of the address book: words of name, profession, company, e-mail or number',
    {
      allow: read,
      querystring: contactFilterQuerySchema,
      response: { 200: pagedSchema(contactSchema) },
    },
    (actor, { query }) => filterContacts(platform, actor, query),
  );

  route.get(
    '/contacts/numbers/countries',
    'Countries a number can be read in, with their calling codes',
    { allow: read, response: { 200: countriesSchema } },
    () => numberCountries(),
  );

  route.get(
    '/contacts/numbers/labels',
    'Labels of a contact number',
    { allow: read, response: { 200: z.array(z.enum(NUMBER_LABELS)) } },
    () => [...NUMBER_LABELS],
  );

  route.get(
    '/contacts/:id/usage_count',
    'How many guidelines name this contact in their guides',
    { allow: read, params: idParamsSchema, response: { 200: z.number().int() } },
    (actor, { params }) => contactUsage(platform, actor, params.id),
  );

  route.post(
    '/contacts',
    'Save a contact to the address book (409 contact:duplicate with existingId unless keepBoth)',
    {
      allow: write,
      querystring: contactCreateQuerySchema,
      body: contactInputSchema,
      response: { 201: contactSchema },
    },
    (actor, { query, body }) =>
      createContact(platform, actor, body, { placement: ADDRESS_BOOK, keepBoth: query.keepBoth }),
  );

  route.post(
    '/contacts/hidden',
    'Save a contact typed into a guide: not in the address book, not listed',
    { allow: write, body: contactInputSchema, response: { 201: contactSchema } },
    (actor, { body }) =>
      createContact(platform, actor, body, { placement: GUIDE_ONLY, keepBoth: true }),
  );

  route.put(
    '/contacts/:id',
    'Save a contact over its version, to the address book (409 stale_version)',
    {
      allow: write,
      params: idParamsSchema,
      body: contactUpdateSchema,
      response: { 200: contactSchema },
    },
    (actor, { params, body }) => saveContact(platform, actor, params.id, body, ADDRESS_BOOK),
  );

  route.put(
    '/contacts/hidden/:id',
    'Save a contact over its version where it is (a guide’s contact stays out of the address book)',
    {
      allow: write,
      params: idParamsSchema,
      body: contactUpdateSchema,
      response: { 200: contactSchema },
    },
    (actor, { params, body }) => saveContact(platform, actor, params.id, body),
  );

  await app.register(documentRoutes(contactKind, ['read', 'revisions', 'trash', 'restore']));
};
