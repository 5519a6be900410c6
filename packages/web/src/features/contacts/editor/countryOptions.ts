import type { Locale, NumberCountry } from '@newsroom/domain';
import { languageTag } from '../../../shared/i18n';

/** The select options of the countries a number can be read in: "Brasil (+55)", by name. */
export function countryOptions(countries: readonly NumberCountry[], locale: Locale) {
  const names = new Intl.DisplayNames([languageTag(locale)], { type: 'region' });
  return countries
    .map(({ code, callingCode }) => ({
      value: code,
      label: `${names.of(code) ?? code} (+${callingCode})`,
    }))
    .sort((a, b) => a.label.localeCompare(b.label, languageTag(locale)));
}
