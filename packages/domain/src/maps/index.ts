/** Maps: geocoding shapes, settings and the country lookup (spec 3 §1, §7). */
export * from './maps';
export * from './nominatim';
