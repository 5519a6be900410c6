import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  directoryConfigSchema,
  directoryConfigUpdateSchema,
  directoryTestSchema,
  filterPreviewSchema,
  syncStateSchema,
} from '@newsroom/domain';
import { routesOf } from '../../platform/http/routes';
import { saveConfig, presentConfig } from './ldap.config';
import { ldapPolicy } from './ldap.policy';
import { ldapRepository } from './ldap.repository';
import { previewFilter, testConnection } from './ldap.service';
import { readSyncState, startSync } from './ldap.sync';

/**
 * Directory sync (spec 3 §7 "LDAP: config, filter, sync, sync_state"), administrators only.
 * Test and filter use the saved configuration, so what is tested is what a sync will use.
 */
export const ldapRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  const route = routesOf(app, ['ldap']);

  route.get(
    '/ldap/config',
    'The directory configuration (the bind password never answered)',
    { allow: ldapPolicy.canRead, response: { 200: directoryConfigSchema } },
    async () => presentConfig(await ldapRepository.find(platform.database.db)),
  );
  route.put(
    '/ldap/config',
    'Save the configuration over its version (no password: unchanged; null: removed)',
    {
      allow: ldapPolicy.canWrite,
      body: directoryConfigUpdateSchema,
      response: { 200: directoryConfigSchema },
    },
    (actor, { body }) => saveConfig(platform, actor, body),
  );
  route.post(
    '/ldap/test',
    'Bind with the service account and read the base DN',
    { allow: ldapPolicy.canWrite, response: { 200: directoryTestSchema } },
    () => testConnection(platform),
  );
  route.post(
    '/ldap/filter',
    'Who the saved filter brings, as a sync would map them (first 50, and problems)',
    { allow: ldapPolicy.canWrite, response: { 200: filterPreviewSchema } },
    () => previewFilter(platform),
  );
  route.post(
    '/ldap/sync',
    'Start a sync in the background (409 ldap:syncInProgress while one runs); answers its state',
    { allow: ldapPolicy.canWrite, response: { 200: syncStateSchema } },
    async (actor) => (await startSync(platform, actor, 'manual')).state,
  );
  route.get(
    '/ldap/sync_state',
    'Whether a sync runs, its progress, the next scheduled one and the last result',
    { allow: ldapPolicy.canRead, response: { 200: syncStateSchema } },
    () => readSyncState(platform),
  );
};
