import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  pagedSchema,
  pageQuerySchema,
  reportTermInputSchema,
  reportTermSchema,
  reportTermUpdateSchema,
  type ReportTermEntity,
} from '@newsroom/domain';
import { routesOf } from '../../platform/http/routes';
import { recordRoutes } from '../../platform/records/recordRoutes';
import { reportsPolicy } from './reports.policy';
import { reportTermsService } from './reportTerms.service';

const filterQuerySchema = pageQuerySchema.extend({
  filter: z.string().trim().max(200).default(''),
});

/** The two lists, their paths and the words of their summaries. */
const LISTS: { entity: ReportTermEntity; path: string; noun: string }[] = [
  { entity: 'report_category', path: '/report_categories', noun: 'report category' },
  { entity: 'report_event', path: '/report_events', noun: 'report event' },
];

/**
 * Report categories and events (spec 3 §2, §7 "Report categories and events"): GET <path> (every
 * one, by name, for the editor), GET <path>/filter (paged), and the record calls. Report readers
 * and administrators read them; ROLE_ADMIN_WRITE keeps them.
 */
export const reportTermsRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  const route = routesOf(app, ['reports']);
  const allow = { read: reportsPolicy.canReadTerms, write: reportsPolicy.canAdministerTerms };

  for (const { entity, path, noun } of LISTS) {
    const service = reportTermsService(entity);
    route.get(
      path,
      `Every ${noun}, by name`,
      { allow: allow.read, response: { 200: z.array(reportTermSchema) } },
      () => service.list(platform),
    );
    route.get(
      `${path}/filter`,
      `A page of ${noun} records matching a filter`,
      {
        allow: allow.read,
        querystring: filterQuerySchema,
        response: { 200: pagedSchema(reportTermSchema) },
      },
      (_actor, { query }) => service.filter(platform, query),
    );
    recordRoutes(route, {
      path,
      view: reportTermSchema,
      bodies: { create: reportTermInputSchema, update: reportTermUpdateSchema },
      allow,
      summaries: {
        get: `A ${noun}`,
        create: `Add a ${noun} (409 when the name exists)`,
        update: `Rename a ${noun} over its version`,
        remove: `Delete a ${noun} no report names (422 with the count)`,
      },
      calls: {
        get: (_actor, id) => service.load(platform, id),
        create: (actor, input) => service.create(platform, actor, input),
        update: (actor, id, update) => service.update(platform, actor, id, update),
        remove: (actor, id) => service.remove(platform, actor, id),
      },
    });
  }
};
