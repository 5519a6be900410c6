import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contactGroupInputSchema,
  contactGroupSchema,
  contactGroupUpdateSchema,
} from '@newsroom/domain';
import { idParamsSchema } from '../../platform/http/params';
import { routesOf } from '../../platform/http/routes';
import { recordRoutes } from '../../platform/records/recordRoutes';
import {
  contactGroupUsage,
  createContactGroup,
  deleteContactGroup,
  listContactGroups,
  loadContactGroup,
  updateContactGroup,
} from './contactGroups.service';
import { contactsPolicy } from './contacts.policy';

/** Contact groups (spec 3 §7 "Contact groups CRUD with usage_count"). */
export const contactGroupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  const route = routesOf(app, ['contacts']);

  route.get(
    '/contact_groups',
    'Every contact group, by name',
    { allow: contactsPolicy.canRead, response: { 200: z.array(contactGroupSchema) } },
    () => listContactGroups(platform),
  );

  route.get(
    '/contact_groups/:id/usage_count',
    'How many contacts are in the group',
    { allow: contactsPolicy.canRead, params: idParamsSchema, response: { 200: z.number().int() } },
    (actor, { params }) => contactGroupUsage(platform, params.id),
  );

  recordRoutes(route, {
    path: '/contact_groups',
    view: contactGroupSchema,
    bodies: { create: contactGroupInputSchema, update: contactGroupUpdateSchema },
    allow: { read: contactsPolicy.canRead, write: contactsPolicy.canManageGroups },
    summaries: {
      get: 'A contact group',
      create: 'Create a contact group',
      update: 'Rename a contact group (with the version loaded)',
      remove: 'Delete a contact group no contact belongs to (422 contact:groupInUse)',
    },
    calls: {
      get: (actor, id) => loadContactGroup(platform, id),
      create: (actor, input) => createContactGroup(platform, actor, input),
      update: (actor, id, update) => updateContactGroup(platform, actor, id, update),
      remove: (actor, id) => deleteContactGroup(platform, actor, id),
    },
  });
};
