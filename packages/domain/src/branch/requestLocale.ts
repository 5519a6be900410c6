import { DEFAULT_LOCALE, LOCALES, type Locale } from './branchConfig';

/**
 * The interface language a request asks for in its Accept-Language header (`pt-BR,pt;q=0.9`): the
 * first tag whose language is one of ours (`es-AR` → es_ES: one locale per language); pt_BR when
 * none is. Tags are taken in the order sent (browsers send them by preference).
 */
export function localeOfAcceptLanguage(header: string | undefined): Locale {
  for (const part of (header ?? '').split(',')) {
    const language = part.split(';')[0]!.trim().slice(0, 2).toLowerCase();
    const locale = LOCALES.find((candidate) => candidate.startsWith(`${language}_`));
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
