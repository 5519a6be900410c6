import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendarCategoriesQuerySchema,
  calendarCategoryInputSchema,
  calendarCategorySchema,
  calendarCategoryUpdateSchema,
  calendarFavoriteSchema,
  calendarFeedSchema,
  calendarInputSchema,
  calendarSchema,
  calendarUpdateSchema,
} from '@newsroom/domain';
import { idParamsSchema } from '../../platform/http/params';
import { routesOf } from '../../platform/http/routes';
import { recordRoutes } from '../../platform/records/recordRoutes';
import { calendarPolicy } from './calendar.policy';
import {
  createCategory,
  deleteCategory,
  listCategories,
  loadCategory,
  updateCategory,
} from './calendarCategories.service';
import {
  createCalendar,
  deleteCalendar,
  listCalendars,
  loadCalendar,
  revokeFeed,
  rotateFeed,
  setFavorite,
  updateCalendar,
} from './calendars.service';

/** Calendars and their categories (spec 3 §7 "Calendars"). */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  const route = routesOf(app, ['calendar']);
  const allow = { read: calendarPolicy.canRead, write: calendarPolicy.canWrite };

  route.get(
    '/calendars',
    'Every calendar the user sees, by name, with their favourite flag',
    { allow: allow.read, response: { 200: z.array(calendarSchema) } },
    (actor) => listCalendars(platform, actor),
  );

  route.patch(
    '/calendars/:id/favorite',
    'Mark or unmark a calendar as the user’s favourite',
    {
      allow: allow.read,
      params: idParamsSchema,
      body: calendarFavoriteSchema,
      response: { 200: calendarSchema },
    },
    (actor, { params, body }) => setFavorite(platform, actor, params.id, body.favorite),
  );

  route.post(
    '/calendars/:id/subscription',
    'Make (or remake) the secret iCalendar feed address of a calendar; its owner only',
    { allow: allow.read, params: idParamsSchema, response: { 200: calendarFeedSchema } },
    (actor, { params }) => rotateFeed(platform, actor, params.id),
  );

  route.delete(
    '/calendars/:id/subscription',
    'Revoke the iCalendar feed of a calendar; its owner only',
    { allow: allow.read, params: idParamsSchema },
    (actor, { params }) => revokeFeed(platform, actor, params.id),
  );

  route.get(
    '/calendars/categories',
    'The categories of the given calendars (all the user sees when none is given)',
    {
      allow: allow.read,
      querystring: calendarCategoriesQuerySchema,
      response: { 200: z.array(calendarCategorySchema) },
    },
    (actor, { query }) => listCategories(platform, actor, query.calendarIds),
  );

  recordRoutes(route, {
    path: '/calendars/categories',
    view: calendarCategorySchema,
    bodies: { create: calendarCategoryInputSchema, update: calendarCategoryUpdateSchema },
    allow,
    summaries: {
      get: 'A calendar category',
      create: 'Create a category in a calendar the user writes in',
      update: 'Rename or recolour a category (with the version loaded)',
      remove: 'Delete a category no event uses (422 calendar:categoryInUse)',
    },
    calls: {
      get: (actor, id) => loadCategory(platform, actor, id),
      create: (actor, input) => createCategory(platform, actor, input),
      update: (actor, id, update) => updateCategory(platform, actor, id, update),
      remove: (actor, id) => deleteCategory(platform, actor, id),
    },
  });

  recordRoutes(route, {
    path: '/calendars',
    view: calendarSchema,
    bodies: { create: calendarInputSchema, update: calendarUpdateSchema },
    allow,
    summaries: {
      get: 'A calendar the user sees',
      create: 'Create a calendar the user owns',
      update: 'Save a calendar (with the version loaded); only its owner changes its sharing',
      remove: 'Delete a calendar with its categories and events; its owner only',
    },
    calls: {
      get: (actor, id) => loadCalendar(platform, actor, id),
      create: (actor, input) => createCalendar(platform, actor, input),
      update: (actor, id, update) => updateCalendar(platform, actor, id, update),
      remove: (actor, id) => deleteCalendar(platform, actor, id),
    },
  });
};
