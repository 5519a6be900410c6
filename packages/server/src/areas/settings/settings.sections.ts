import { z } from 'zod';
import {
  agencySettingsShape,
  fontsSchema,
  generalSettingsShape,
  locksSettingsShape,
  logoSettingsSchema,
  mapsSettingsValuesSchema,
  streamingSettingsValuesSchema,
  downloadsSettingsValuesSchema,
  retentionDaysSchema,
  SETTINGS_DEFAULTS,
  smtpSettingsShape,
  themeSettingsShape,
  type Audience,
} from '@newsroom/domain';
import { changedFields } from '../../platform/audit/audit';

/**
 * What each settings section stores, what the API shows of it, how an update applies, and
 * who hears of a change. Stored JSON is read through the section's schema with the defaults
 * underneath, so a section saved by an older version still reads whole.
 */

const storedSchemas = {
  general: z.object(generalSettingsShape),
  fonts: fontsSchema,
  theme: z.object(themeSettingsShape),
  smtp: z.object({ ...smtpSettingsShape, password: z.string().nullable() }),
  retention: retentionDaysSchema,
  locks: z.object(locksSettingsShape),
  agency: z.object(agencySettingsShape),
  maps: mapsSettingsValuesSchema,
  streaming: streamingSettingsValuesSchema,
  downloads: downloadsSettingsValuesSchema,
  logo: logoSettingsSchema,
};

/** A section's stored value. */
export type Stored<K extends keyof typeof storedSchemas> = z.infer<(typeof storedSchemas)[K]>;
/** Sections edited with GET/PUT (the logo has its own upload calls). */
export type EditableSection = Exclude<keyof typeof storedSchemas, 'logo'>;

/** Section values as the API shows them (the SMTP password never, only whether one is set). */
export interface SectionViews {
  general: Stored<'general'>;
  fonts: Stored<'fonts'>;
  theme: Stored<'theme'>;
  smtp: Omit<Stored<'smtp'>, 'password'> & { hasPassword: boolean };
  retention: Stored<'retention'>;
  locks: Stored<'locks'>;
  agency: Stored<'agency'>;
  maps: Stored<'maps'>;
  streaming: Stored<'streaming'>;
  downloads: Stored<'downloads'>;
}

/** Section updates as the API takes them (without the version). */
export interface SectionUpdates {
  general: Stored<'general'>;
  fonts: Stored<'fonts'>;
  theme: Stored<'theme'>;
  smtp: Omit<Stored<'smtp'>, 'password'> & { password?: string | null };
  retention: Stored<'retention'>;
  locks: Stored<'locks'>;
  agency: Stored<'agency'>;
  maps: Stored<'maps'>;
  streaming: Stored<'streaming'>;
  downloads: Stored<'downloads'>;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A stored section with the defaults underneath; the defaults when unreadable. */
export function readStored<K extends keyof typeof storedSchemas>(
  section: K,
  value: unknown,
): Stored<K> {
  const schema = storedSchemas[section] as unknown as z.ZodType<Stored<K>>;
  const parsed = schema.safeParse({
    ...SETTINGS_DEFAULTS[section],
    ...(isObject(value) ? value : {}),
  });
  return parsed.success ? parsed.data : schema.parse(SETTINGS_DEFAULTS[section]);
}

/** Stored → API view. */
export function presentSection<K extends EditableSection>(
  section: K,
  stored: Stored<K>,
): SectionViews[K] {
  if (section === 'smtp') {
    const { password, ...rest } = stored as Stored<'smtp'>;
    return { ...rest, hasPassword: password !== null && password !== '' } as SectionViews[K];
  }
  return stored as SectionViews[K];
}

/** The new stored value after an update; the SMTP password stays unless one is given or removed. */
export function applyUpdate<K extends EditableSection>(
  section: K,
  current: Stored<K>,
  update: SectionUpdates[K],
): Stored<K> {
  if (section === 'smtp') {
    const { password, ...rest } = update as SectionUpdates['smtp'];
    const previous = (current as Stored<'smtp'>).password;
    return { ...rest, password: password === undefined ? previous : password } as Stored<K>;
  }
  return update as Stored<K>;
}

/** What the audit log records of a change: the changed fields, and only whether the password changed. */
export function auditDetails<K extends EditableSection>(
  section: K,
  before: Stored<K>,
  after: Stored<K>,
  update: SectionUpdates[K],
) {
  const changes: Record<string, { before: unknown; after: unknown }> = changedFields(
    presentSection(section, before) as Record<string, unknown>,
    presentSection(section, after) as Record<string, unknown>,
  );
  if (section === 'smtp' && (update as SectionUpdates['smtp']).password !== undefined) {
    const hidden = (value: string | null) => (value ? '••••••' : null);
    changes.password = {
      before: hidden((before as Stored<'smtp'>).password),
      after: hidden((after as Stored<'smtp'>).password),
    };
  }
  return changes;
}

const ADMINS: Audience = { roles: ['ROLE_ADMIN_READ'] };

/**
 * Who receives a section's `settings` events: the look of the interface (theme, fonts, logo)
 * goes to every browser so it follows at once; the rest only to administrators.
 */
export const SECTION_AUDIENCE: Record<keyof typeof storedSchemas, Audience | null> = {
  general: ADMINS,
  fonts: null,
  theme: null,
  smtp: ADMINS,
  retention: ADMINS,
  locks: ADMINS,
  agency: ADMINS,
  maps: ADMINS,
  streaming: ADMINS,
  downloads: ADMINS,
  logo: null,
};
