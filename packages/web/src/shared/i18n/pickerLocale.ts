import dayjs from 'dayjs';
import 'dayjs/locale/es';
import 'dayjs/locale/pt-br';
import type { Locale } from '@newsroom/domain';

/** dayjs's locale of each interface language: month and weekday names, first day of the week. */
const DAYJS_LOCALES: Record<Locale, string> = { pt_BR: 'pt-br', en_US: 'en', es_ES: 'es' };

/**
 * Switches the date pickers' names and week start to the interface language. dayjs keeps one
 * global locale, read by the pickers of the calendar editor and the chat history. Imported by
 * path, not from the i18n index, so the dayjs locales load with those screens only.
 */
export function usePickerLocale(locale: Locale): void {
  if (dayjs.locale() !== DAYJS_LOCALES[locale]) dayjs.locale(DAYJS_LOCALES[locale]);
}
