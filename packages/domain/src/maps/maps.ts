import { z } from 'zod';

/**
 * Maps (spec 3 §1 "maps geocoding service", §7 "Maps: location, autocomplete, view"): places are
 * looked up through a Nominatim-compatible service the server calls (the browser never does), and
 * maps are drawn from a tile server. Both addresses are installation settings.
 */

/** Location autocomplete (spec 1 §5): asked from 3 characters, 1000 ms after the last keystroke. */
export const LOCATION_AUTOCOMPLETE = { minChars: 3, debounceMs: 1000 } as const;
/** Longest place query taken. */
export const LOCATION_QUERY_MAX = 200;
/** Places one lookup answers at most. */
export const LOCATION_RESULTS_MAX = 10;

/** Whether `value` is an http(s) address. */
export function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol, hostname } = new URL(value);
  return (protocol === 'http:' || protocol === 'https:') && hostname !== '';
}

/** Whether `value` is a tile address template: http(s) with `{z}`, `{x}` and `{y}`. */
export function isTileUrlTemplate(value: string): boolean {
  return (
    ['{z}', '{x}', '{y}'].every((part) => value.includes(part)) &&
    isHttpUrl(value.replace(/\{[a-z]+\}/g, '0'))
  );
}

const httpUrl = z
  .string()
  .trim()
  .max(400)
  .refine((v) => isHttpUrl(v), { message: 'invalidUrl' });

/** The maps settings (admin area "maps"), as saved. */
export const mapsSettingsShape = {
  /** Base address of the Nominatim-compatible geocoding service (`/search`, `/reverse` below it). */
  nominatimUrl: httpUrl,
  /** Tile address template with `{z}`, `{x}`, `{y}` (and optionally `{s}`). */
  tileUrl: z
    .string()
    .trim()
    .max(400)
    .refine((v) => isTileUrlTemplate(v), { message: 'invalidUrl' }),
  /** Attribution the tile server asks to be shown on the map (plain text). */
  tileAttribution: z.string().trim().max(400),
  /** Trace service that tells the server's country (`loc=XX` lines or JSON); '' = always the fallback. */
  countryLookupUrl: z
    .string()
    .trim()
    .max(400)
    .refine((v) => v === '' || isHttpUrl(v), { message: 'invalidUrl' }),
};
/** The maps settings without a version. */
export const mapsSettingsValuesSchema = z.object(mapsSettingsShape);
export type MapsSettingsValues = z.infer<typeof mapsSettingsValuesSchema>;

/** Maps settings never saved: OpenStreetMap's tiles and Nominatim. */
export const MAPS_DEFAULTS: MapsSettingsValues = {
  nominatimUrl: 'https://nominatim.openstreetmap.org',
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  tileAttribution: '© OpenStreetMap contributors',
  countryLookupUrl: '',
};

/** What every signed-in screen needs to draw a map (GET /api/maps/config). */
export const mapsClientConfigSchema = z.object({
  /** Tile address template. */
  tileUrl: z.string(),
  /** Attribution shown on the map. */
  tileAttribution: z.string(),
});
export type MapsClientConfig = z.infer<typeof mapsClientConfigSchema>;

/** A place found by the geocoder. */
export const geoPlaceSchema = z.object({
  /** The place's address as the geocoder writes it. */
  label: z.string(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type GeoPlace = z.infer<typeof geoPlaceSchema>;

/** GET /api/maps/location and /autocomplete: the text looked up. */
export const locationQuerySchema = z.object({
  q: z.string().trim().min(1).max(LOCATION_QUERY_MAX),
});
/** GET /api/maps/autocomplete: at least the autocomplete's 3 characters. */
export const autocompleteQuerySchema = z.object({
  q: z.string().trim().min(LOCATION_AUTOCOMPLETE.minChars).max(LOCATION_QUERY_MAX),
});
/** GET /api/maps/reverse: a point. */
export const reverseQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
});

/** GET /api/maps/country: the installation's country and where it came from. */
export const countryAnswerSchema = z.object({
  /** ISO 3166-1 alpha-2, upper case. */
  country: z.string().length(2),
  /** `lookup` = the trace service said so; `fallback` = none set, unreachable or unclear. */
  source: z.enum(['lookup', 'fallback']),
});
export type CountryAnswer = z.infer<typeof countryAnswerSchema>;

/** A point on a map, or none. */
export interface GeoPoint {
  latitude: number | null;
  longitude: number | null;
}

/** Whether an item has both coordinates. */
export function hasPoint<T extends GeoPoint>(
  item: T,
): item is T & { latitude: number; longitude: number } {
  return (
    item.latitude !== null &&
    item.longitude !== null &&
    Number.isFinite(item.latitude) &&
    Number.isFinite(item.longitude)
  );
}
