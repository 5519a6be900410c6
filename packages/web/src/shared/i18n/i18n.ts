import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@newsroom/domain';
import { bundle as defaultBundle } from './bundles/pt_BR';
import { NAMESPACES, type LocaleBundle } from './resources';
import { isLocale, languageTag, readStoredLocale } from './localePreference';

/** The application's i18next instance (one per page; tests share it too). */
export const i18n = i18next.createInstance();

/**
 * The other languages, each in its own chunk: a page shows one language, so it loads only that
 * one's texts (pt_BR, the default and fallback, comes with the start-up code).
 */
const LOADERS: Partial<Record<Locale, () => Promise<LocaleBundle>>> = {
  en_US: () => import('./bundles/en_US').then((m) => m.bundle),
  es_ES: () => import('./bundles/es_ES').then((m) => m.bundle),
};
const antdLocales = new Map<Locale, LocaleBundle['antd']>([[DEFAULT_LOCALE, defaultBundle.antd]]);
const loading = new Map<Locale, Promise<void>>();

void i18n.use(initReactI18next).init({
  resources: { [DEFAULT_LOCALE]: defaultBundle.messages },
  lng: DEFAULT_LOCALE,
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

/** Adds a language's texts to the instance (the start-up of tests adds them all at once). */
export function registerLocale(locale: Locale, bundle: LocaleBundle): void {
  for (const [namespace, messages] of Object.entries(bundle.messages))
    i18n.addResourceBundle(locale, namespace, messages, true, true);
  antdLocales.set(locale, bundle.antd);
}

/** Loads a language's texts once; a failed load is tried again on the next switch. */
function ensureLocale(locale: Locale): Promise<void> {
  const load = LOADERS[locale];
  if (antdLocales.has(locale) || !load) return Promise.resolve();
  const pending =
    loading.get(locale) ??
    load()
      .then((bundle) => registerLocale(locale, bundle))
      .finally(() => loading.delete(locale));
  loading.set(locale, pending);
  return pending;
}

/** The language in use now. */
export function currentLocale(): Locale {
  const language = i18n.language;
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

/** antd's own texts for a language in use (pt_BR's until that language has loaded). */
export function antdLocaleOf(locale: Locale): LocaleBundle['antd'] {
  return antdLocales.get(locale) ?? defaultBundle.antd;
}

/**
 * Switches the interface language once its texts have loaded (no-op when already in use); when
 * they cannot load, the interface stays as it is.
 */
export async function changeLocale(locale: Locale): Promise<void> {
  if (i18n.language === locale) return;
  try {
    await ensureLocale(locale);
  } catch (error) {
    console.warn(`texts of ${locale} not loaded; the language stays`, error);
    return;
  }
  await i18n.changeLanguage(locale);
}

/** Settles once the language picked in this browser is in use (at once for pt_BR or none). */
export const i18nReady: Promise<void> = changeLocale(readStoredLocale() ?? DEFAULT_LOCALE);

function syncDocumentLanguage(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = languageTag(locale);
}
