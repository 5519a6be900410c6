import { z } from 'zod';
import { localeSchema } from '../branch/branchConfig';
import { paletteColourSchema } from '../companyData/palette';
import { agencySettingsShape } from '../agency/agencySettings';
import { MAPS_DEFAULTS, mapsSettingsShape } from '../maps/maps';
import { streamingSettingsShape, type StreamingSettingsValues } from './streaming';
import { downloadsSettingsShape, type DownloadsSettingsValues } from './downloadLinks';

/**
 * Installation settings (spec 3 §1, §3, §9), one section each. Every section is saved whole
 * with its `version` (optimistic concurrency); a section never saved reads as its defaults at
 * version 0.
 */

/** The sections, also the keys of the `settings` table and the `entity` of `settings` events. */
export const SETTINGS_SECTIONS = [
  'general',
  'fonts',
  'theme',
  'smtp',
  'retention',
  'locks',
  'logo',
  'agency',
  'maps',
  'streaming',
  'downloads',
] as const;
/** One settings section. */
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

/** What the search index can rebuild (spec 3 §3 "Index rebuild targets"). */
export const INDEXING_TARGETS = [
  'assignments',
  'contacts',
  'documents',
  'facebook',
  'logs',
  'media',
  'newsreports',
  'posts',
  'productions',
  'reports',
  'rss',
  'scripts',
  'stories',
  'twitter',
] as const;
/** One index rebuild target. */
export type IndexingTarget = (typeof INDEXING_TARGETS)[number];

const HOST_LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
/** A DNS name such as `redacao.tvhorizonte.com.br`. */
export const DOMAIN_NAME_PATTERN = new RegExp(`^${HOST_LABEL}(?:\\.${HOST_LABEL})*$`, 'i');

/** URL schemes a streaming server may use. */
export const STREAMING_PROTOCOLS = [
  'http:',
  'https:',
  'rtmp:',
  'rtmps:',
  'rtsp:',
  'srt:',
  'ws:',
  'wss:',
] as const;

/** Whether `value` is a URL of a streaming server. */
export function isStreamingUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (STREAMING_PROTOCOLS as readonly string[]).includes(url.protocol) && url.hostname !== '';
}

/** A host or domain name, or '' for none. */
const hostNameOrEmpty = z
  .string()
  .trim()
  .max(253)
  .refine((v) => v === '' || DOMAIN_NAME_PATTERN.test(v), { message: 'invalid' });

const version = z.number().int().min(0);
const withVersion = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ ...shape, /** The section's version (0 = never saved). */ version });

/** General settings, as saved. */
export const generalSettingsShape = {
  /** The installation's internet domain (e-mail addresses, links); '' = none. */
  domain: hostNameOrEmpty,
  /** Language of the newsroom's content (search analysis, spelling); the interface language is the branch's. */
  language: localeSchema,
  /** Address of the streaming server that plays media previews; '' = none. */
  streamingServer: z
    .string()
    .trim()
    .max(400)
    .refine((v) => v === '' || isStreamingUrl(v), { message: 'invalidUrl' }),
  /** What the search index rebuild covers, each target once. */
  indexingTargets: z
    .array(z.enum(INDEXING_TARGETS))
    .max(INDEXING_TARGETS.length)
    .refine((list) => new Set(list).size === list.length, { message: 'invalid' }),
};
export const generalSettingsSchema = withVersion(generalSettingsShape);
export type GeneralSettings = z.infer<typeof generalSettingsSchema>;

/** Font sizes allowed in print: even numbers only (spec 1 §5, both readings agree; see DECISIONS). */
export const PRINT_FONT_SIZES = [
  8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36,
] as const;
/** Smallest and largest font size of the text editors, in pixels. */
export const EDITOR_FONT_SIZE = { min: 10, max: 32 } as const;
/** A font family name: letters, digits, spaces and hyphens (it ends up in CSS). */
export const FONT_FAMILY_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} -]*$/u;
/** Families offered in the form; any installed family may be typed. */
export const SUGGESTED_FONT_FAMILIES = [
  'Arial',
  'Courier New',
  'Georgia',
  'Helvetica',
  'Liberation Sans',
  'Roboto',
  'Times New Roman',
  'Verdana',
] as const;

/** Fonts of the text editors and of printouts. */
export const fontsSettingsShape = {
  /** Font family of editors and printouts. */
  fontFamily: z.string().trim().min(1).max(60).regex(FONT_FAMILY_PATTERN),
  /** Editor font size in pixels. */
  editorFontSize: z.number().int().min(EDITOR_FONT_SIZE.min).max(EDITOR_FONT_SIZE.max),
  /** Print font size in points; even numbers only. */
  printFontSize: z
    .number()
    .int()
    .min(PRINT_FONT_SIZES[0])
    .max(PRINT_FONT_SIZES[PRINT_FONT_SIZES.length - 1]!)
    .refine((n) => n % 2 === 0, { message: 'invalid' }),
};
export const fontsSettingsSchema = withVersion(fontsSettingsShape);
export type FontsSettings = z.infer<typeof fontsSettingsSchema>;
/** The font values without the version. */
export const fontsSchema = z.object(fontsSettingsShape);
export type Fonts = z.infer<typeof fontsSchema>;

/** The theme colour of the whole interface, a palette name. */
export const themeSettingsShape = {
  /** Palette name applied as the primary colour. */ themeColor: paletteColourSchema,
};
export const themeSettingsSchema = withVersion(themeSettingsShape);
export type ThemeSettings = z.infer<typeof themeSettingsSchema>;

/** Mail server settings (sending comes later). The password is write-only. */
export const smtpSettingsShape = {
  /** Server host name; '' = not configured. */
  host: hostNameOrEmpty,
  /** TCP port (587 submission, 465 TLS, 25). */
  port: z.number().int().min(1).max(65535),
  /** TLS from the start (port 465); otherwise STARTTLS when offered. */
  secure: z.boolean(),
  /** Login name; '' = no authentication. */
  username: z.string().trim().max(200),
  /** Sender address of the system's mail; '' = none. */
  fromAddress: z.union([z.literal(''), z.email().max(254)]),
};
/** The SMTP settings as read: the password never, only whether one is set. */
export const smtpSettingsSchema = withVersion({
  ...smtpSettingsShape,
  /** Whether a password is stored. */ hasPassword: z.boolean(),
});
export type SmtpSettings = z.infer<typeof smtpSettingsSchema>;
/** An SMTP update: `password` absent = unchanged, null = removed, text = replaced. */
export const smtpSettingsUpdateSchema = withVersion({
  ...smtpSettingsShape,
  /** New password (write-only). */ password: z.string().min(1).max(200).nullish(),
});
export type SmtpSettingsUpdate = z.infer<typeof smtpSettingsUpdateSchema>;

/** What the retention settings cover (spec 3 §1 "history and cleanup"). */
export const RETENTION_CATEGORIES = [
  'chatHistory',
  'deletedDocuments',
  'notices',
  'rundownLogs',
  'documentVersions',
  'agencyItems',
] as const;
/** One retention category. */
export type RetentionCategory = (typeof RETENTION_CATEGORIES)[number];
/** Longest retention that may be set, in days (ten years). */
export const MAX_RETENTION_DAYS = 3650;
const retentionDays = z.number().int().min(0).max(MAX_RETENTION_DAYS);
/** Days each category is kept; 0 = kept forever. */
export const retentionSettingsShape = {
  /** Chat messages. */ chatHistory: retentionDays,
  /** Documents in the trash. */ deletedDocuments: retentionDays,
  /** Notices. */ notices: retentionDays,
  /** Rundown logs. */ rundownLogs: retentionDays,
  /** Old versions of documents (each document's latest is always kept). */ documentVersions:
    retentionDays,
  /** Agency items no one used (used ones are kept). */ agencyItems: retentionDays,
};
export const retentionSettingsSchema = withVersion(retentionSettingsShape);
export type RetentionSettings = z.infer<typeof retentionSettingsSchema>;
/** Retention days without the version. */
export const retentionDaysSchema = z.object(retentionSettingsShape);
export type RetentionDays = z.infer<typeof retentionDaysSchema>;

/** Editing locks after a program ends. */
export const locksSettingsShape = {
  /** Minutes after a program's end at which its rundown locks for editing (0 = at the end). */
  lockIntervalMinutes: z.number().int().min(0).max(1440),
};
export const locksSettingsSchema = withVersion(locksSettingsShape);
export type LocksSettings = z.infer<typeof locksSettingsSchema>;

/** The agency's flash keywords and address guard (shape in agency/agency.ts). */
export const agencySettingsSchema = withVersion(agencySettingsShape);
export type AgencySettings = z.infer<typeof agencySettingsSchema>;

/** Geocoder, tile server and country lookup addresses (shape in maps/maps.ts). */
export const mapsSettingsSchema = withVersion(mapsSettingsShape);
export type MapsSettings = z.infer<typeof mapsSettingsSchema>;

/** Playback address templates per protocol (shape in settings/streaming.ts). */
export const streamingSettingsSchema = withVersion(streamingSettingsShape);
export type StreamingSettings = z.infer<typeof streamingSettingsSchema>;

/** Download links of companion apps and plug-ins (shape in settings/downloadLinks.ts). */
export const downloadsSettingsSchema = withVersion(downloadsSettingsShape);
export type DownloadsSettings = z.infer<typeof downloadsSettingsSchema>;

/** What the text editors need (GET /api/editor/config). */
export const editorConfigSchema = fontsSchema.pick({ fontFamily: true, editorFontSize: true });
export type EditorConfig = z.infer<typeof editorConfigSchema>;

/** What printouts need (GET /api/print/config). */
export const printConfigSchema = fontsSchema.pick({ fontFamily: true, printFontSize: true });
export type PrintConfig = z.infer<typeof printConfigSchema>;

/** The logo as stored: the file, when there is one. */
export const logoSettingsSchema = z.object({
  /** The logo's file id. */ fileId: z.string().nullable(),
});
export type LogoSettings = z.infer<typeof logoSettingsSchema>;

/** What the shell reads before login to look like the installation. */
export const appearanceSchema = z.object({
  /** Primary colour of the interface. */
  themeColor: paletteColourSchema,
  /** Whether a logo is set (GET /api/settings/logo). */
  hasLogo: z.boolean(),
  /** The logo's file id, to tell a new logo from the old one in caches; null without one. */
  logoId: z.string().nullable(),
  fonts: fontsSchema,
});
export type Appearance = z.infer<typeof appearanceSchema>;

/** Values of a section never saved. */
export const SETTINGS_DEFAULTS = {
  general: {
    domain: '',
    language: 'pt_BR',
    streamingServer: '',
    indexingTargets: [...INDEXING_TARGETS],
  },
  fonts: { fontFamily: 'Arial', editorFontSize: 14, printFontSize: 12 },
  theme: { themeColor: 'blue' },
  smtp: { host: '', port: 587, secure: false, username: '', fromAddress: '', password: null },
  retention: {
    chatHistory: 30,
    deletedDocuments: 90,
    notices: 30,
    rundownLogs: 90,
    documentVersions: 365,
    agencyItems: 7,
  },
  locks: { lockIntervalMinutes: 60 },
  logo: { fileId: null },
  agency: {
    flashKeywords: ['urgente', 'última hora', 'plantão', 'alerta', 'breaking', 'urgent'],
    allowPrivateAddresses: false,
  },
  maps: MAPS_DEFAULTS,
  streaming: { links: [] },
  downloads: { links: [] },
} as const satisfies {
  general: Omit<GeneralSettings, 'version'>;
  fonts: Fonts;
  theme: Omit<ThemeSettings, 'version'>;
  smtp: Omit<SmtpSettings, 'version' | 'hasPassword'> & { password: string | null };
  retention: RetentionDays;
  locks: Omit<LocksSettings, 'version'>;
  logo: LogoSettings;
  agency: Omit<AgencySettings, 'version'>;
  maps: Omit<MapsSettings, 'version'>;
  streaming: StreamingSettingsValues;
  downloads: DownloadsSettingsValues;
};

/** Cut-off of a retention: things older than this go; null when kept forever (0 days). */
export function retentionCutoff(days: number, now: Date): Date | null {
  return days > 0 ? new Date(now.getTime() - days * 24 * 60 * 60 * 1000) : null;
}

/** Each settings section as the API answers it and its events carry. */
export interface SettingsViews {
  general: GeneralSettings;
  fonts: FontsSettings;
  theme: ThemeSettings;
  smtp: SmtpSettings;
  retention: RetentionSettings;
  locks: LocksSettings;
  logo: { hasLogo: boolean; fileId: string | null; version: number };
  streaming: StreamingSettings;
  downloads: DownloadsSettings;
}
