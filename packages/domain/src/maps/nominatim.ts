import { FALLBACK_COUNTRY } from '../contacts/contactNumber';
import { LOCATION_RESULTS_MAX, type GeoPlace } from './maps';

/**
 * The Nominatim answer shapes read by the server's geocoding calls, and the trace answer of the
 * country lookup. Pure: the server does the HTTP. Nominatim writes coordinates as strings.
 */

/** The `/search` address for a text, in JSON v2, at most `limit` places. */
export function nominatimSearchUrl(
  baseUrl: string,
  query: string,
  options: { limit: number; language: string },
): string {
  const url = new URL('search', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  url.searchParams.set('q', query);
  url.searchParams.set('format', 'jsonv2');
  url.searchParams.set('limit', String(Math.min(options.limit, LOCATION_RESULTS_MAX)));
  url.searchParams.set('accept-language', options.language);
  return url.toString();
}

/** The `/reverse` address for a point. */
export function nominatimReverseUrl(
  baseUrl: string,
  point: { lat: number; lon: number },
  language: string,
): string {
  const url = new URL('reverse', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  url.searchParams.set('lat', String(point.lat));
  url.searchParams.set('lon', String(point.lon));
  url.searchParams.set('format', 'jsonv2');
  url.searchParams.set('accept-language', language);
  return url.toString();
}

function placeOf(entry: unknown): GeoPlace | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const { display_name: label, lat, lon } = entry as Record<string, unknown>;
  const latitude = Number(lat);
  const longitude = Number(lon);
  if (typeof label !== 'string' || label === '') return null;
  if (typeof lat !== 'string' && typeof lat !== 'number') return null;
  if (typeof lon !== 'string' && typeof lon !== 'number') return null;
  if (!Number.isFinite(latitude) || Math.abs(latitude) > 90) return null;
  if (!Number.isFinite(longitude) || Math.abs(longitude) > 180) return null;
  return { label, latitude, longitude };
}

/** The places of a `/search` answer (an array); entries without a name or a valid point are left out. */
export function placesFromSearch(body: unknown): GeoPlace[] {
  if (!Array.isArray(body)) return [];
  return body
    .map(placeOf)
    .filter((p): p is GeoPlace => p !== null)
    .slice(0, LOCATION_RESULTS_MAX);
}

/** The place of a `/reverse` answer (one object; `{ error }` when nothing is there). */
export function placeFromReverse(body: unknown): GeoPlace | null {
  return placeOf(body);
}

/**
 * The country in a trace answer: `loc=BR` lines (a CDN trace) or JSON with `country_code`,
 * `countryCode` or `country` as two letters; null when none is there.
 */
export function countryFromTrace(text: string): string | null {
  const line = /^loc=([A-Za-z]{2})\s*$/m.exec(text);
  if (line?.[1]) return line[1].toUpperCase();
  try {
    const json: unknown = JSON.parse(text);
    if (typeof json !== 'object' || json === null) return null;
    const record = json as Record<string, unknown>;
    for (const key of ['country_code', 'countryCode', 'country']) {
      const value = record[key];
      if (typeof value === 'string' && /^[A-Za-z]{2}$/.test(value)) return value.toUpperCase();
    }
  } catch {
    return null;
  }
  return null;
}

/** The country a trace answer tells, or the fallback. */
export function countryOrFallback(text: string | null): {
  country: string;
  source: 'lookup' | 'fallback';
} {
  const country = text === null ? null : countryFromTrace(text);
  return country
    ? { country, source: 'lookup' }
    : { country: FALLBACK_COUNTRY, source: 'fallback' };
}
