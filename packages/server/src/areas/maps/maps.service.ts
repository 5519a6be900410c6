import {
  countryOrFallback,
  LOCATION_RESULTS_MAX,
  nominatimReverseUrl,
  nominatimSearchUrl,
  placeFromReverse,
  placesFromSearch,
  type CountryAnswer,
  type GeoPlace,
  type MapsClientConfig,
} from '@newsroom/domain';
import type { Platform } from '../../platform/context';
import { loadSection } from '../settings/settings.service';
import { AnswerCache, fetchGeocoderJson, fetchText, GEOCODER_TIMEOUT_MS } from './maps.client';

/** How long a geocoder answer is reused. */
const PLACES_TTL_MS = 10 * 60_000;
/** How long a country found is reused; a fallback is retried sooner. */
const COUNTRY_TTL_MS = 60 * 60_000;
const COUNTRY_FALLBACK_TTL_MS = 5 * 60_000;

/** The maps use cases of one app, with its caches. */
export interface MapsService {
  config(): Promise<MapsClientConfig>;
  search(query: string, limit: number): Promise<GeoPlace[]>;
  reverse(point: { lat: number; lon: number }): Promise<GeoPlace | null>;
  country(): Promise<CountryAnswer>;
}

/** Nominatim wants a BCP 47 tag; the newsroom's content language is `pt_BR`-shaped. */
async function contentLanguage(platform: Platform): Promise<string> {
  const general = await loadSection(platform.database.db, 'general');
  return general.language.replace('_', '-');
}

/** The maps calls over the settings of `platform` (read per call, so a change applies at once). */
export function mapsService(platform: Platform): MapsService {
  const places = new AnswerCache<GeoPlace[]>(PLACES_TTL_MS, 500);
  const reversed = new AnswerCache<GeoPlace | null>(PLACES_TTL_MS, 500);
  const countries = new AnswerCache<CountryAnswer>(COUNTRY_TTL_MS, 4);
  const settings = () => loadSection(platform.database.db, 'maps');

  return {
    async config() {
      const { tileUrl, tileAttribution } = await settings();
      return { tileUrl, tileAttribution };
    },

    async search(query, limit) {
      const { nominatimUrl } = await settings();
      const language = await contentLanguage(platform);
      const url = nominatimSearchUrl(nominatimUrl, query, {
        limit: Math.min(limit, LOCATION_RESULTS_MAX),
        language,
      });
      const kept = places.get(url, platform.clock());
      if (kept) return kept;
      const found = placesFromSearch(await fetchGeocoderJson(url));
      places.set(url, found, platform.clock());
      return found;
    },

    async reverse(point) {
      const { nominatimUrl } = await settings();
      const url = nominatimReverseUrl(nominatimUrl, point, await contentLanguage(platform));
      const kept = reversed.get(url, platform.clock());
      if (kept !== undefined) return kept;
      const found = placeFromReverse(await fetchGeocoderJson(url));
      reversed.set(url, found, platform.clock());
      return found;
    },

    async country() {
      const { countryLookupUrl } = await settings();
      if (countryLookupUrl === '') return countryOrFallback(null);
      const kept = countries.get(countryLookupUrl, platform.clock());
      if (kept) return kept;
      const answer = countryOrFallback(
        await fetchText(countryLookupUrl, GEOCODER_TIMEOUT_MS).catch(() => null),
      );
      const ttl = answer.source === 'lookup' ? COUNTRY_TTL_MS : COUNTRY_FALLBACK_TTL_MS;
      countries.set(countryLookupUrl, answer, platform.clock(), ttl);
      return answer;
    },
  };
}
