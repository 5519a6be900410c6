import type { Locale } from '@newsroom/domain';
import { formatDateTime } from '../../../shared/i18n';

/** A store's date as the language writes dates and times; empty when the store gave none. */
export function formatModified(iso: string | null, locale: Locale): string {
  return iso ? formatDateTime(new Date(iso), locale) : '';
}
