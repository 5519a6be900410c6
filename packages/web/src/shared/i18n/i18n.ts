import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@newsroom/domain';
import { NAMESPACES, resources } from './resources';
import { isLocale, languageTag, readStoredLocale } from './localePreference';

/** The application's i18next instance (one per page; tests share it too). */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: readStoredLocale() ?? DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  // Our codes are whole locales (pt_BR); never try a bare "pt".
  load: 'currentOnly',
  ns: [...NAMESPACES],
  defaultNS: 'common',
  // React escapes on render.
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

syncDocumentLanguage(currentLocale());
i18n.on('languageChanged', () => syncDocumentLanguage(currentLocale()));

/** The language in use now. */
export function currentLocale(): Locale {
  const language = i18n.language;
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

/** Switches the interface language (no-op when already in use). */
export async function changeLocale(locale: Locale): Promise<void> {
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}

function syncDocumentLanguage(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = languageTag(locale);
}
