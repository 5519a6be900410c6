import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  appearanceSchema,
  DomainError,
  fontsSettingsSchema,
  generalSettingsSchema,
  locksSettingsSchema,
  agencySettingsSchema,
  mapsSettingsSchema,
  streamingSettingsSchema,
  downloadsSettingsSchema,
  retentionSettingsSchema,
  smtpSettingsSchema,
  smtpSettingsUpdateSchema,
  themeSettingsSchema,
  UPLOAD_KINDS,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import { actorOf } from '../../platform/http/guard';
import { contentDisposition } from '../../platform/http/contentDisposition';
import { openFile } from '../files/files.service';
import { settingsPolicy } from './settings.policy';
import type { EditableSection, SectionUpdates } from './settings.sections';
import {
  readAppearance,
  readLogoFile,
  readSection,
  removeLogo,
  saveSection,
  uploadLogo,
} from './settings.service';
import { forbidden } from '../../platform/http/refusals';
import { routesOf } from '../../platform/http/routes';

const logoAnswerSchema = z.object({
  /** Whether a logo is set. */
  hasLogo: z.boolean(),
  /** The logo's file id. */
  fileId: z.string().nullable(),
  version: z.number().int(),
});

/** The caller, if they may change settings (ROLE_ADMIN_WRITE). */
function writer(request: FastifyRequest): Actor {
  const actor = actorOf(request);
  if (!settingsPolicy.canWrite(actor)) throw forbidden();
  return actor;
}

const tags = ['settings'];
const stale =
  'saved whole with the version read; 409 stale_version with the current section otherwise';

/** A settings section's input as PUT receives it (the body schema of its route validated it). */
type SectionInput = SectionUpdates[EditableSection] & { version: number };

/** The editable sections, each served by one GET/PUT pair at /settings/<section>. */
const SECTION_ROUTES: {
  section: EditableSection;
  read: string;
  write: string;
  body: z.ZodType;
  answer: z.ZodType;
}[] = [
  {
    section: 'general',
    read: 'General settings: domain, language, streaming server, indexing targets',
    write: 'Change the general settings',
    body: generalSettingsSchema,
    answer: generalSettingsSchema,
  },
  {
    section: 'fonts',
    read: 'Font family and editor and print font sizes',
    write: 'Change the fonts; print sizes are even',
    body: fontsSettingsSchema,
    answer: fontsSettingsSchema,
  },
  {
    section: 'theme',
    read: 'Theme colour (a palette name)',
    write: 'Change the theme colour',
    body: themeSettingsSchema,
    answer: themeSettingsSchema,
  },
  {
    section: 'smtp',
    read: 'Mail server settings; the password is never answered, only hasPassword',
    write: 'Change the mail server settings; password absent = unchanged, null = removed',
    body: smtpSettingsUpdateSchema,
    answer: smtpSettingsSchema,
  },
  {
    section: 'retention',
    read: 'Days kept per category (0 = forever)',
    write: 'Change the retention days',
    body: retentionSettingsSchema,
    answer: retentionSettingsSchema,
  },
  {
    section: 'locks',
    read: 'Minutes after a program ends at which its rundown locks',
    write: 'Change the lock interval',
    body: locksSettingsSchema,
    answer: locksSettingsSchema,
  },
  {
    section: 'agency',
    read: 'Agency flash keywords and whether sources may be on private addresses',
    write: 'Change the agency settings',
    body: agencySettingsSchema,
    answer: agencySettingsSchema,
  },
  {
    section: 'maps',
    read: 'Maps: geocoder (Nominatim-compatible) address, tile address template and attribution, country lookup address',
    write: 'Change the maps settings',
    body: mapsSettingsSchema,
    answer: mapsSettingsSchema,
  },
  {
    section: 'streaming',
    read: 'Streaming: a playback address template per protocol (HLS, DASH, RTMP, RTSP, SRT, WEBRTC)',
    write: 'Change the playback address templates ({objectId} in each, each protocol once)',
    body: streamingSettingsSchema,
    answer: streamingSettingsSchema,
  },
  {
    section: 'downloads',
    read: 'Download links of companion apps and plug-ins ({ label, url })',
    write: 'Change the download links',
    body: downloadsSettingsSchema,
    answer: downloadsSettingsSchema,
  },
];

/** Installation settings (spec 3 §1, §9): one GET/PUT pair per section, the logo and the public appearance. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  const route = routesOf(app, tags);

  for (const { section, read, write, body, answer } of SECTION_ROUTES) {
    route.get(
      `/settings/${section}`,
      read,
      { allow: settingsPolicy.canRead, response: { 200: answer } },
      () => readSection(platform, section),
    );
    route.put(
      `/settings/${section}`,
      `${write} (${stale})`,
      { allow: settingsPolicy.canWrite, body, response: { 200: answer } },
      (actor, request) => saveSection(platform, actor, section, request.body as SectionInput),
    );
  }

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

  route.delete('/settings/logo', 'Remove the logo', { allow: settingsPolicy.canWrite }, (actor) =>
    removeLogo(platform, actor),
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
