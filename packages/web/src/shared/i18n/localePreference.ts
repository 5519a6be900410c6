import { DEFAULT_LOCALE, LOCALES, type Locale } from '@newsroom/domain';

/** localStorage key of the language the user picked in this browser. */
const STORAGE_KEY = 'nrcs.locale';

/** Whether `value` names a supported interface language. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language the user picked in this browser, or null when none (or storage is blocked). */
export function readStoredLocale(): Locale | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

/** Remembers the user's pick for this browser; a blocked storage only loses persistence. */
export function storeLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Private modes may refuse storage; the choice still applies to this page.
  }
}

/**
 * The language to show: the user's own pick wins, then the branch configuration, then pt_BR
 * (spec 1 §1: a failed branch load falls back to pt_BR).
 */
export function effectiveLocale(
  stored: Locale | null,
  branchLocale: Locale | null | undefined,
): Locale {
  return stored ?? branchLocale ?? DEFAULT_LOCALE;
}

/** The BCP 47 tag of a locale, for `<html lang>` and Intl. */
export function languageTag(locale: Locale): string {
  return locale.replace('_', '-');
}
