/**
 * The production map without a base map (no tile server is configured, and none may be reached
 * from here): the day's located productions are plotted on a plain plane scaled to their bounding
 * box. Longitude is shrunk by the cosine of the middle latitude so distances keep their shape
 * (an equirectangular projection, fine at the scale of a city or a state); north is up.
 */

/** A located point. */
export interface GeoPoint {
  id: number;
  latitude: number;
  longitude: number;
}

/** A point placed on the plot. */
export interface PlottedPoint extends GeoPoint {
  x: number;
  y: number;
}

/** The plot's size and the margin kept free around the points. */
export interface PlotBox {
  width: number;
  height: number;
  padding: number;
}

/** The smallest span (in degrees) the plot shows, so one point or a tight cluster is not blown up. */
export const MIN_SPAN_DEGREES = 0.01;

/** Whether a production has both coordinates. */
export function isLocated<T extends { latitude: number | null; longitude: number | null }>(
  item: T,
): item is T & { latitude: number; longitude: number } {
  return (
    item.latitude !== null &&
    item.longitude !== null &&
    Number.isFinite(item.latitude) &&
    Number.isFinite(item.longitude)
  );
}

/**
 * Places the points in the box: the bounding box (widened to MIN_SPAN_DEGREES when smaller)
 * is scaled by one factor for both axes to fit inside the padding and centred.
 */
export function projectPoints<T extends GeoPoint>(
  points: readonly T[],
  box: PlotBox,
): (T & { x: number; y: number })[] {
  if (points.length === 0) return [];
  const lats = points.map((p) => p.latitude);
  const lons = points.map((p) => p.longitude);
  const minLat = Math.min(...lats);
  const maxLat = Math.max(...lats);
  const minLon = Math.min(...lons);
  const maxLon = Math.max(...lons);
  const midLat = (minLat + maxLat) / 2;
  const midLon = (minLon + maxLon) / 2;
  const lonFactor = Math.max(Math.cos((midLat * Math.PI) / 180), 0.01);
  const spanX = Math.max((maxLon - minLon) * lonFactor, MIN_SPAN_DEGREES);
  const spanY = Math.max(maxLat - minLat, MIN_SPAN_DEGREES);
  const innerWidth = Math.max(box.width - 2 * box.padding, 1);
  const innerHeight = Math.max(box.height - 2 * box.padding, 1);
  const scale = Math.min(innerWidth / spanX, innerHeight / spanY);
  const centreX = box.width / 2;
  const centreY = box.height / 2;
  return points.map((point) => ({
    ...point,
    x: centreX + (point.longitude - midLon) * lonFactor * scale,
    y: centreY - (point.latitude - midLat) * scale,
  }));
}
