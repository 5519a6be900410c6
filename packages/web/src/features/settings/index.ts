import { lazyWithTexts } from '../../shared/i18n';

/**
 * Installation settings: the appearance every browser follows (theme colour, logo, fonts), the
 * general settings form and the admin screens of logo, fonts, theme colour, SMTP, history and
 * cleanup, and lock interval.
 */
export { useAppearance, useAppearanceLive, DEFAULT_APPEARANCE } from './hooks/useAppearance';
export { AppLogo } from './components/AppLogo';
export type { AppLogoProps } from './components/AppLogo';
export {
  AppearanceEffects,
  applyFontVariables,
  FONT_VARIABLES,
} from './components/AppearanceEffects';
export { GeneralSettingsForm } from './components/GeneralSettingsForm';
export type { GeneralSettingsFormProps } from './components/GeneralSettingsForm';
export { APPEARANCE_KEY, fetchAppearance } from './api/settingsApi';
export { SectionForm } from './components/SectionForm';
export type { SectionFormProps } from './components/SectionForm';
export { bindWholeSection } from './components/sectionBinding';

/** Admin "logo", loaded on demand. */
export const LogoPage = lazyWithTexts(() =>
  import('./pages/LogoPage').then((m) => ({ default: m.LogoPage })),
);
/** Admin "fonts", loaded on demand. */
export const FontsPage = lazyWithTexts(() =>
  import('./pages/FontsPage').then((m) => ({ default: m.FontsPage })),
);
/** Admin "theme colour", loaded on demand. */
export const ThemeColourPage = lazyWithTexts(() =>
  import('./pages/ThemeColourPage').then((m) => ({ default: m.ThemeColourPage })),
);
/** Admin "SMTP", loaded on demand. */
export const SmtpPage = lazyWithTexts(() =>
  import('./pages/SmtpPage').then((m) => ({ default: m.SmtpPage })),
);
/** Admin "history and cleanup", loaded on demand. */
export const HistoryCleanupPage = lazyWithTexts(() =>
  import('./pages/HistoryCleanupPage').then((m) => ({ default: m.HistoryCleanupPage })),
);
/** Admin "settings" (lock interval after program end), loaded on demand. */
export const LockSettingsPage = lazyWithTexts(() =>
  import('./pages/LockSettingsPage').then((m) => ({ default: m.LockSettingsPage })),
);
/** Admin "maps" (geocoder, tile server, country lookup), loaded on demand. */
export const MapsSettingsPage = lazyWithTexts(() =>
  import('./pages/MapsSettingsPage').then((m) => ({ default: m.MapsSettingsPage })),
);
/** Admin "streaming" (playback address templates per protocol), loaded on demand. */
export const StreamingSettingsPage = lazyWithTexts(() =>
  import('./pages/StreamingSettingsPage').then((m) => ({ default: m.StreamingSettingsPage })),
);
/** Admin "download links" (companion apps and plug-ins), loaded on demand. */
export const DownloadLinksPage = lazyWithTexts(() =>
  import('./pages/DownloadLinksPage').then((m) => ({ default: m.DownloadLinksPage })),
);
