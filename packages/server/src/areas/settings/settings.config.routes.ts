import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  downloadLinkSchema,
  editorConfigSchema,
  PLAYBACK_PROTOCOLS,
  printConfigSchema,
  streamingConfigSchema,
} from '@newsroom/domain';
import { readSection } from './settings.service';
import { routesOf } from '../../platform/http/routes';

/**
 * The configuration every signed-in screen reads (spec 3 §7 "Editor config, print config,
 * streaming config and protocols, download_links"): the parts of the settings sections a user's
 * tools need, without the rest of the section. Administrators edit them at /api/settings/*.
 */
export const settingsConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  const route = routesOf(app, ['settings']);

  route.get(
    '/editor/config',
    "The text editors' font family and size (px)",
    { response: { 200: editorConfigSchema } },
    async () => {
      const { fontFamily, editorFontSize } = await readSection(platform, 'fonts');
      return { fontFamily, editorFontSize };
    },
  );

  route.get(
    '/print/config',
    "Printouts' font family and size (pt)",
    { response: { 200: printConfigSchema } },
    async () => {
      const { fontFamily, printFontSize } = await readSection(platform, 'fonts');
      return { fontFamily, printFontSize };
    },
  );

  route.get(
    '/streaming/config',
    "The streaming server's address and the playback address template of each protocol",
    { response: { 200: streamingConfigSchema } },
    async () => {
      const [general, streaming] = await Promise.all([
        readSection(platform, 'general'),
        readSection(platform, 'streaming'),
      ]);
      return { serverUrl: general.streamingServer, links: streaming.links };
    },
  );

  route.get(
    '/streaming/protocols',
    'The playback protocols the media centre can link to',
    { response: { 200: z.array(z.enum(PLAYBACK_PROTOCOLS)) } },
    () => [...PLAYBACK_PROTOCOLS],
  );

  route.get(
    '/download_links',
    'Where to download the companion apps and plug-ins, in the order set',
    { response: { 200: z.array(downloadLinkSchema) } },
    async () => (await readSection(platform, 'downloads')).links,
  );
};
