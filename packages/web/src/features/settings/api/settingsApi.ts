import { z } from 'zod';
import {
  agencySettingsSchema,
  appearanceSchema,
  fontsSettingsSchema,
  generalSettingsSchema,
  locksSettingsSchema,
  mapsSettingsSchema,
  downloadsSettingsSchema,
  streamingSettingsSchema,
  retentionSettingsSchema,
  smtpSettingsSchema,
  themeSettingsSchema,
  type AgencySettings,
  type Appearance,
  type FontsSettings,
  type GeneralSettings,
  type LocksSettings,
  type MapsSettings,
  type DownloadsSettings,
  type StreamingSettings,
  type RetentionSettings,
  type SmtpSettings,
  type SmtpSettingsUpdate,
  type ThemeSettings,
} from '@newsroom/domain';
import { apiRequest } from '../../../shared/api';

/** Sections read and saved with GET/PUT /api/settings/<section>, as read. */
export interface SectionValues {
  general: GeneralSettings;
  fonts: FontsSettings;
  theme: ThemeSettings;
  smtp: SmtpSettings;
  retention: RetentionSettings;
  locks: LocksSettings;
  agency: AgencySettings;
  maps: MapsSettings;
  streaming: StreamingSettings;
  downloads: DownloadsSettings;
}
/** One editable section. */
export type SectionName = keyof SectionValues;

/** What each section's PUT takes (the SMTP password is write-only). */
export interface SectionUpdates {
  general: GeneralSettings;
  fonts: FontsSettings;
  theme: ThemeSettings;
  smtp: SmtpSettingsUpdate;
  retention: RetentionSettings;
  locks: LocksSettings;
  agency: AgencySettings;
  maps: MapsSettings;
  streaming: StreamingSettings;
  downloads: DownloadsSettings;
}

/** The answer schema of each section. */
export const SECTION_SCHEMAS: { [K in SectionName]: z.ZodType<SectionValues[K]> } = {
  general: generalSettingsSchema,
  fonts: fontsSettingsSchema,
  theme: themeSettingsSchema,
  smtp: smtpSettingsSchema,
  retention: retentionSettingsSchema,
  locks: locksSettingsSchema,
  agency: agencySettingsSchema,
  maps: mapsSettingsSchema,
  streaming: streamingSettingsSchema,
  downloads: downloadsSettingsSchema,
};

/** Cache key of a section. */
export function sectionKey(section: SectionName) {
  return ['settings', section] as const;
}

/** Cache key of the public appearance. */
export const APPEARANCE_KEY = ['settings', 'appearance'] as const;

/** GET /api/settings/<section> (ROLE_ADMIN_READ). */
export function fetchSection<K extends SectionName>(section: K): Promise<SectionValues[K]> {
  return apiRequest(`/api/settings/${section}`, { schema: SECTION_SCHEMAS[section] });
}

/** PUT /api/settings/<section> with the version read (409 stale_version otherwise). */
export function saveSection<K extends SectionName>(
  section: K,
  update: SectionUpdates[K],
): Promise<SectionValues[K]> {
  return apiRequest(`/api/settings/${section}`, {
    method: 'PUT',
    json: update,
    schema: SECTION_SCHEMAS[section],
  });
}

/** GET /api/settings/appearance (public): theme colour, logo presence, fonts. */
export function fetchAppearance(): Promise<Appearance> {
  return apiRequest('/api/settings/appearance', {
    schema: appearanceSchema,
    isUnauthorizedExpected: true,
  });
}

/** The answer of the logo calls. */
export const logoAnswerSchema = z.object({
  hasLogo: z.boolean(),
  fileId: z.string().nullable(),
  version: z.number(),
});
export type LogoAnswer = z.infer<typeof logoAnswerSchema>;

/** POST /api/settings/logo (multipart; PNG, JPEG or GIF by content, at most 10 MB). */
export function uploadLogo(file: File): Promise<LogoAnswer> {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiRequest('/api/settings/logo', {
    method: 'POST',
    multipart: body,
    schema: logoAnswerSchema,
  });
}

/** DELETE /api/settings/logo. */
export function removeLogo(): Promise<void> {
  return apiRequest('/api/settings/logo', { method: 'DELETE' });
}

/** Address of the logo image; the id makes a new logo a new address for caches. */
export function logoUrl(logoId: string): string {
  return `/api/settings/logo?v=${encodeURIComponent(logoId)}`;
}
