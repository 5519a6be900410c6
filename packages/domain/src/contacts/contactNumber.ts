import {
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js';
import { z } from 'zod';

/**
 * Phone numbers of contacts (spec 3 §3, §5 "country, label and number are validated"): each is
 * read in a country, stored in E.164 (`+5511987654321`) and shown in the newsroom's format.
 * Pitfall: libphonenumber's bundled metadata checks a number's length and prefix, not that the
 * line exists; "valid" means "well formed for that country".
 */

/** Labels of a contact number (spec 3 §3). */
export const NUMBER_LABELS = ['cell_phone', 'fax', 'other', 'residential', 'work'] as const;
/** One label of a contact number. */
export type NumberLabel = (typeof NUMBER_LABELS)[number];

/** The country a number is read in when neither it, its contact nor the branch has one (spec 1 §9). */
export const FALLBACK_COUNTRY = 'BR';

/** An ISO 3166-1 alpha-2 code libphonenumber knows (`invalidCountry` otherwise). */
export const countryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code): boolean => isSupportedCountry(code), 'invalidCountry');

/** A country a number can be read in, with its calling code (GET /contacts/numbers/countries). */
export interface NumberCountry {
  /** ISO 3166-1 alpha-2, `BR`. */
  code: string;
  /** Without the plus sign, `55`. */
  callingCode: string;
}

/** Every country a number can be read in, by code. */
export function numberCountries(): NumberCountry[] {
  return getCountries()
    .map((code) => ({ code, callingCode: getCountryCallingCode(code) }))
    .sort((a, b) => a.code.localeCompare(b.code));
}

/** The first known country of the chain (the number's, its contact's, the branch's), else BR. */
export function numberCountry(...candidates: (string | null | undefined)[]): string {
  return candidates.find((code) => !!code && isSupportedCountry(code)) ?? FALLBACK_COUNTRY;
}

/** A number as stored: E.164 and the country it belongs to. */
export interface NormalizedNumber {
  /** E.164, `+5511987654321`. */
  value: string;
  /** The number's own country (a `+1…` typed in Brazil is `US`). */
  country: string;
}

/**
 * A typed number read in `country` (a number starting with `+` carries its own), or null when
 * it is not a well-formed number there.
 */
export function normalizeNumber(typed: string, country: string): NormalizedNumber | null {
  const parsed = parsePhoneNumberFromString(
    typed,
    isSupportedCountry(country) ? country : FALLBACK_COUNTRY,
  );
  if (!parsed?.isValid()) return null;
  return { value: parsed.number, country: parsed.country ?? country };
}

/**
 * A stored number as the newsroom reads it: national format for a number of `homeCountry`
 * (`(11) 98765-4321`), international for the others (`+1 212 555 0100`); the value as it is
 * when it cannot be read.
 */
export function formatNumber(e164: string, homeCountry: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return e164;
  return parsed.country === (homeCountry as CountryCode)
    ? parsed.formatNational()
    : parsed.formatInternational();
}

/** The country of a locale (`pt_BR` → `BR`): a branch's country is its language's. */
export function countryOfLocale(locale: string): string | null {
  return /^[a-z]{2}_([A-Z]{2})$/.exec(locale)?.[1] ?? null;
}
