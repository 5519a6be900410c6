import { currentLocale, formatDateTime } from '../../../shared/i18n';

/** An instant of the API as the user reads it (date and time in their language); '' for null. */
export function displayInstant(instant: string | null): string {
  return instant ? formatDateTime(new Date(instant), currentLocale()) : '';
}
