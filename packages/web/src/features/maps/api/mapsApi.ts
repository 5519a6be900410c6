import { z } from 'zod';
import {
  countryAnswerSchema,
  geoPlaceSchema,
  mapsClientConfigSchema,
  type CountryAnswer,
  type GeoPlace,
  type MapsClientConfig,
} from '@newsroom/domain';
import { apiRequest } from '../../../shared/api';

const placesSchema = z.array(geoPlaceSchema);

/** Cache keys of the maps calls. */
export const mapsKeys = {
  config: ['maps', 'config'] as const,
  country: ['maps', 'country'] as const,
  dayGuides: (date: string) => ['maps', 'dayGuides', date] as const,
};

/** GET /api/maps/config: the tile template and its attribution. */
export function fetchMapsConfig(): Promise<MapsClientConfig> {
  return apiRequest('/api/maps/config', { schema: mapsClientConfigSchema });
}

/** GET /api/maps/autocomplete?q= (3 characters at least; 412 when the geocoder is out of reach). */
export function autocompleteLocation(q: string, signal?: AbortSignal): Promise<GeoPlace[]> {
  return apiRequest('/api/maps/autocomplete', { query: { q }, schema: placesSchema, signal });
}

/** GET /api/maps/reverse?lat&lon: the place at a point, or null (412 when the geocoder is out of reach). */
export function reverseGeocode(latitude: number, longitude: number): Promise<GeoPlace | null> {
  return apiRequest('/api/maps/reverse', {
    query: { lat: latitude, lon: longitude },
    schema: geoPlaceSchema.nullable(),
  });
}

/** GET /api/maps/country: the installation's country, BR when unknown. */
export function fetchCountry(): Promise<CountryAnswer> {
  return apiRequest('/api/maps/country', { schema: countryAnswerSchema });
}
