import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  wordpressSiteInputSchema,
  wordpressSiteSavedSchema,
  wordpressSiteSchema,
  wordpressSiteUpdateSchema,
  wordpressTermSchema,
} from '@newsroom/domain';
import { idParamsSchema as params } from '../../platform/http/params';
import { routesOf } from '../../platform/http/routes';
import { recordRoutes } from '../../platform/records/recordRoutes';
import { postsPolicy } from './posts.policy';
import * as service from './wordpressSites.service';

/**
 * The WordPress sites (spec 3 §7 "wordpress configs (list, load, create, update, remove),
 * authors, categories"). A create or update answers how the site took the credentials.
 */
export const wordpressSitesRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  const route = routesOf(app, ['wordpress_configs']);
  const allow = { read: postsPolicy.canReadSites, write: postsPolicy.canAdministerSites };
  const saved = wordpressSiteSavedSchema;

  route.get(
    '/wordpress_configs',
    'The WordPress sites, by name',
    { allow: allow.read, response: { 200: z.array(wordpressSiteSchema) } },
    () => service.listSites(platform),
  );
  recordRoutes(route, {
    path: '/wordpress_configs',
    view: wordpressSiteSchema,
    bodies: {},
    allow,
    summaries: {
      get: 'A WordPress site (its password never answered)',
      remove: 'Delete a site no post is published on (422 posts:siteInUse)',
    },
    calls: {
      get: (_actor, id) => service.loadSite(platform, id),
      remove: (actor, id) => service.deleteSite(platform, actor, id),
    },
  });
  route.post(
    '/wordpress_configs',
    'Add a site; the answer says whether it took the credentials',
    { allow: allow.write, body: wordpressSiteInputSchema, response: { 201: saved } },
    (actor, { body }) => service.createSite(platform, actor, body),
  );
  route.put(
    '/wordpress_configs/:id',
    'Save a site over its version (no password: unchanged); checks the credentials',
    { allow: allow.write, params, body: wordpressSiteUpdateSchema, response: { 200: saved } },
    (actor, request) => service.updateSite(platform, actor, request.params.id, request.body),
  );
  route.get(
    '/wordpress_configs/:id/authors',
    "The site's users who can sign posts",
    {
      allow: postsPolicy.canReadSiteTerms,
      params,
      response: { 200: z.array(wordpressTermSchema) },
    },
    (_actor, request) => service.siteAuthors(platform, request.params.id),
  );
  route.get(
    '/wordpress_configs/:id/categories',
    "The site's categories",
    {
      allow: postsPolicy.canReadSiteTerms,
      params,
      response: { 200: z.array(wordpressTermSchema) },
    },
    (_actor, request) => service.siteCategories(platform, request.params.id),
  );
};
