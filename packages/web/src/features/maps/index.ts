/**
 * Maps (spec 3 §7): the location field with the geocoder's suggestions, the map (Leaflet, loaded on
 * demand with its CSS), the map view of a document and where it opens.
 */
export { LocationField } from './components/LocationField';
export type { LocationFieldProps } from './components/LocationField';
export { MapViewButton } from './components/MapViewButton';
export { LazyBaseMap } from './map/LazyBaseMap';
export type { BaseMapProps } from './map/BaseMap';
export type { MapMarker, MapPoint } from './map/mapMarker';
export { fetchMapsConfig, fetchCountry, mapsKeys, reverseGeocode } from './api/mapsApi';
export { fetchDayGuideMarkers, GUIDE_MARKER_PREFIX } from './api/mapViewApi';
export { mapViewPath, openMapView, isTouchDevice } from './mapWindow';
