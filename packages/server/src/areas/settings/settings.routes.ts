import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  appearanceSchema,
  DomainError,
  fontsSettingsSchema,
  generalSettingsSchema,
  locksSettingsSchema,
  retentionSettingsSchema,
  smtpSettingsSchema,
  smtpSettingsUpdateSchema,
  themeSettingsSchema,
  UPLOAD_KINDS,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import { actorOf } from '../../platform/http/guard';
import { contentDisposition } from '../files/files.presenter';
import { openFile } from '../files/files.service';
import { settingsPolicy } from './settings.policy';
import {
  readAppearance,
  readLogoFile,
  readSection,
  removeLogo,
  saveSection,
  uploadLogo,
} from './settings.service';

const logoAnswerSchema = z.object({
  /** Whether a logo is set. */
  hasLogo: z.boolean(),
  /** The logo's file id. */
  fileId: z.string().nullable(),
  version: z.number().int(),
});

/** The caller, if they may read settings (ROLE_ADMIN_READ). */
function reader(request: FastifyRequest): Actor {
  const actor = actorOf(request);
  if (!settingsPolicy.canRead(actor)) throw new DomainError('forbidden', 'error:forbidden');
  return actor;
}

/** The caller, if they may change settings (ROLE_ADMIN_WRITE). */
function writer(request: FastifyRequest): Actor {
  const actor = actorOf(request);
  if (!settingsPolicy.canWrite(actor)) throw new DomainError('forbidden', 'error:forbidden');
  return actor;
}

const tags = ['settings'];
const stale =
  'saved whole with the version read; 409 stale_version with the current section otherwise';

/** Installation settings (spec 3 §1, §9): one GET/PUT pair per section, the logo and the public appearance. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;

  app.get(
    '/settings/general',
    {
      schema: {
        tags,
        summary: 'General settings: domain, language, streaming server, indexing targets',
        response: { 200: generalSettingsSchema },
      },
    },
    async (request) => {
      reader(request);
      return readSection(platform, 'general');
    },
  );
  app.put(
    '/settings/general',
    {
      schema: {
        tags,
        summary: `Change the general settings (${stale})`,
        body: generalSettingsSchema,
        response: { 200: generalSettingsSchema },
      },
    },
    async (request) => saveSection(platform, writer(request), 'general', request.body),
  );

  app.get(
    '/settings/fonts',
    {
      schema: {
        tags,
        summary: 'Font family and editor and print font sizes',
        response: { 200: fontsSettingsSchema },
      },
    },
    async (request) => {
      reader(request);
      return readSection(platform, 'fonts');
    },
  );
  app.put(
    '/settings/fonts',
    {
      schema: {
        tags,
        summary: `Change the fonts (${stale}); print sizes are even`,
        body: fontsSettingsSchema,
        response: { 200: fontsSettingsSchema },
      },
    },
    async (request) => saveSection(platform, writer(request), 'fonts', request.body),
  );

  app.get(
    '/settings/theme',
    {
      schema: {
        tags,
        summary: 'Theme colour (a palette name)',
        response: { 200: themeSettingsSchema },
      },
    },
    async (request) => {
      reader(request);
      return readSection(platform, 'theme');
    },
  );
  app.put(
    '/settings/theme',
    {
      schema: {
        tags,
        summary: `Change the theme colour (${stale})`,
        body: themeSettingsSchema,
        response: { 200: themeSettingsSchema },
      },
    },
    async (request) => saveSection(platform, writer(request), 'theme', request.body),
  );

  app.get(
    '/settings/smtp',
    {
      schema: {
        tags,
        summary: 'Mail server settings; the password is never answered, only hasPassword',
        response: { 200: smtpSettingsSchema },
      },
    },
    async (request) => {
      reader(request);
      return readSection(platform, 'smtp');
    },
  );
  app.put(
    '/settings/smtp',
    {
      schema: {
        tags,
        summary: `Change the mail server settings (${stale}); password absent = unchanged, null = removed`,
        body: smtpSettingsUpdateSchema,
        response: { 200: smtpSettingsSchema },
      },
    },
    async (request) => saveSection(platform, writer(request), 'smtp', request.body),
  );

  app.get(
    '/settings/retention',
    {
      schema: {
        tags,
        summary: 'Days kept per category (0 = forever)',
        response: { 200: retentionSettingsSchema },
      },
    },
    async (request) => {
      reader(request);
      return readSection(platform, 'retention');
    },
  );
  app.put(
    '/settings/retention',
    {
      schema: {
        tags,
        summary: `Change the retention days (${stale})`,
        body: retentionSettingsSchema,
        response: { 200: retentionSettingsSchema },
      },
    },
    async (request) => saveSection(platform, writer(request), 'retention', request.body),
  );

  app.get(
    '/settings/locks',
    {
      schema: {
        tags,
        summary: 'Minutes after a program ends at which its rundown locks',
        response: { 200: locksSettingsSchema },
      },
    },
    async (request) => {
      reader(request);
      return readSection(platform, 'locks');
    },
  );
  app.put(
    '/settings/locks',
    {
      schema: {
        tags,
        summary: `Change the lock interval (${stale})`,
        body: locksSettingsSchema,
        response: { 200: locksSettingsSchema },
      },
    },
    async (request) => saveSection(platform, writer(request), 'locks', request.body),
  );

  app.post(
    '/settings/logo',
    {
      schema: {
        tags,
        summary:
          'Upload the logo (multipart field `file`; PNG, JPEG or GIF by content, at most 10 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: logoAnswerSchema },
      },
    },
    async (request) => {
      const actor = writer(request);
      if (!request.isMultipart())
        throw new DomainError('unsupported_media_type', 'error:unsupportedMediaType');
      return uploadLogo(
        platform,
        actor,
        await request.file({ limits: { fileSize: UPLOAD_KINDS.logo.maxBytes } }),
      );
    },
  );

  app.get(
    '/settings/logo',
    {
      config: { isPublic: true },
      schema: { tags, summary: 'The logo image (public); 404 when none is set' },
    },
    async (_request, reply) => {
      const file = await readLogoFile(platform);
      const body = await openFile(platform, file);
      return reply
        .header('content-type', file.mimeType)
        .header('x-content-type-options', 'nosniff')
        .header('content-length', file.size)
        .header('content-disposition', contentDisposition('inline', file.originalName))
        .send(body);
    },
  );

  app.delete(
    '/settings/logo',
    { schema: { tags, summary: 'Remove the logo' } },
    async (request, reply) => {
      await removeLogo(platform, writer(request));
      return reply.status(204).send();
    },
  );

  app.get(
    '/settings/appearance',
    {
      config: { isPublic: true },
      schema: {
        tags,
        summary: 'What the shell shows before login: theme colour, whether there is a logo, fonts',
        response: { 200: appearanceSchema },
      },
    },
    async () => readAppearance(platform),
  );
};
