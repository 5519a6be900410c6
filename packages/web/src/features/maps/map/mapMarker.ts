import type { GeoPlace } from '@newsroom/domain';

/** A point on a map. */
export type MapPoint = Pick<GeoPlace, 'latitude' | 'longitude'>;

/** A marker the map draws. */
export interface MapMarker extends MapPoint {
  id: string;
  /** Shown in the marker's tooltip and read by screen readers. */
  label: string;
  /** Short text inside the pin (a number). */
  badge: string;
  /** The pin's colour (CSS). */
  color: string;
  /** Whether it can be dragged to a new point. */
  isDraggable?: boolean;
  isSelected?: boolean;
}

/** Where a map without markers opens: the centre of São Paulo (the demo newsroom's city). */
export const DEFAULT_CENTRE: MapPoint = { latitude: -23.5505, longitude: -46.6333 };

/** Escapes text for Leaflet's attribution and icons, which it writes as HTML. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}
