import dayjs from 'dayjs';
import 'dayjs/locale/es';
import 'dayjs/locale/pt-br';
import type { Locale } from '@newsroom/domain';

/** dayjs's locale of each interface language: month and weekday names, first day of the week. */
const DAYJS_LOCALES: Record<Locale, string> = { pt_BR: 'pt-br', en_US: 'en', es_ES: 'es' };

/**
 * Switches the date pickers' names and week start to the interface language. dayjs keeps one
 * global locale; the calendar editor's pickers are the only ones in the app that read it.
 */
export function usePickerLocale(locale: Locale): void {
  if (dayjs.locale() !== DAYJS_LOCALES[locale]) dayjs.locale(DAYJS_LOCALES[locale]);
}
