import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@newsroom/domain';
import { bundle as defaultBundle } from './bundles/pt_BR';
import { NAMESPACES, STARTUP_NAMESPACES, type LocaleBundle, type MessageTree } from './resources';
import { isLocale, languageTag, readStoredLocale } from './localePreference';

/** The application's i18next instance (one per page; tests share it too). */
export const i18n = i18next.createInstance();

/**
 * The other languages' start-up texts, each in its own chunk: a page shows one language, so it
 * loads only that one's texts (pt_BR, the default and fallback, comes with the start-up code).
 * Every other namespace's texts come with the code that uses it: see `registerTexts`.
 */
const LOADERS: Partial<Record<Locale, () => Promise<LocaleBundle>>> = {
  en_US: () => import('./bundles/en_US').then((m) => m.bundle),
  es_ES: () => import('./bundles/es_ES').then((m) => m.bundle),
};
const antdLocales = new Map<Locale, LocaleBundle['antd']>([[DEFAULT_LOCALE, defaultBundle.antd]]);
const loading = new Map<Locale, Promise<void>>();
/** Namespace texts on their way, by `locale|namespace`. */
const loadingTexts = new Map<string, Promise<void>>();
/** The language being switched to (or in use): code that runs meanwhile loads its texts. */
let wantedLocale: Locale = DEFAULT_LOCALE;
/** Emitted when texts arrive after their code rendered; components re-render (`bindI18n`). */
const TEXTS_LOADED = 'textsLoaded';

void i18n.use(initReactI18next).init({
  // A copy: the store adds each namespace registered later to this object.
  resources: { [DEFAULT_LOCALE]: { ...defaultBundle.messages } },
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  // Our codes are whole locales (pt_BR); never try a bare "pt".
  load: 'currentOnly',
  ns: [...STARTUP_NAMESPACES],
  defaultNS: 'common',
  // A namespace whose use the build did not see loads when first missed (see onMissingKey).
  saveMissing: true,
  missingKeyHandler: (_locales, namespace) => onMissingKey(namespace),
  react: { bindI18n: `languageChanged ${TEXTS_LOADED}` },
  // React escapes on render.
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

syncDocumentLanguage(currentLocale());
i18n.on('languageChanged', () => syncDocumentLanguage(currentLocale()));

/**
 * Adds a namespace's pt_BR texts, bundled with the code that uses it (the build adds this call to
 * every module naming a namespace outside the start-up ones: `namespaceTexts.ts` of the web
 * package), and starts loading its texts in the language in use.
 */
export function registerTexts(namespace: string, messages: MessageTree): void {
  if (i18n.hasResourceBundle(DEFAULT_LOCALE, namespace)) return;
  i18n.addResourceBundle(DEFAULT_LOCALE, namespace, messages, true, true);
  if (wantedLocale !== DEFAULT_LOCALE)
    loadTexts(wantedLocale, [namespace]).catch((error: unknown) =>
      console.warn(`texts of ${namespace} not loaded; pt_BR's show`, error),
    );
}

/** Settles once the namespace texts on their way have arrived (or failed): lazy pages wait. */
export function textsSettled(): Promise<void> {
  return Promise.allSettled([...loadingTexts.values()]).then(() => undefined);
}

/** Loads the namespaces' texts of a language that are not here yet. */
function loadTexts(locale: Locale, namespaces: readonly string[]): Promise<void> {
  const loads = namespaces.map((namespace) => {
    if (i18n.hasResourceBundle(locale, namespace)) return undefined;
    const key = `${locale}|${namespace}`;
    const pending =
      loadingTexts.get(key) ??
      import('./namespaceFiles')
        .then(({ readNamespace }) => readNamespace(locale, namespace))
        .then((messages) => {
          i18n.addResourceBundle(locale, namespace, messages, true, true);
          if (i18n.language === locale) i18n.emit(TEXTS_LOADED);
        })
        .finally(() => loadingTexts.delete(key));
    loadingTexts.set(key, pending);
    return pending;
  });
  return Promise.all(loads).then(() => undefined);
}

/**
 * A key of a namespace with no texts here: a use the build did not see (a namespace named in a
 * variable). Its texts load, the key shows until then; the warning says which code to fix.
 */
function onMissingKey(namespace: string): void {
  if (!(NAMESPACES as readonly string[]).includes(namespace)) return;
  if (i18n.hasResourceBundle(DEFAULT_LOCALE, namespace)) return;
  if (loadingTexts.has(`${DEFAULT_LOCALE}|${namespace}`)) return;
  console.warn(`texts of namespace ${namespace} loaded late: name it in the code that uses it`);
  void loadTexts(DEFAULT_LOCALE, [namespace]).catch(() => undefined);
  if (wantedLocale !== DEFAULT_LOCALE)
    void loadTexts(wantedLocale, [namespace]).catch(() => undefined);
}

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
  wantedLocale = locale;
  // The namespaces whose code has run (their pt_BR texts are here) load in the new language too.
  const inUse = Object.keys(i18n.getDataByLanguage(DEFAULT_LOCALE) ?? {});
  try {
    await Promise.all([ensureLocale(locale), loadTexts(locale, inUse)]);
    await textsSettled();
  } catch (error) {
    wantedLocale = currentLocale();
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
