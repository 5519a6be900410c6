/**
 * Whether the base map's tiles show. Offline, or with the tile server down, every tile fails; a
 * single failed tile among loaded ones is a hole, not an outage. So the map says "unavailable"
 * once tiles failed and none loaded, and takes it back when one loads.
 */

/** The tiles' state as the map shows it. */
export type TileStatus = 'loading' | 'shown' | 'unavailable';

/** The state after a tile loaded or failed. */
export function tileStatusAfter(status: TileStatus, event: 'tileload' | 'tileerror'): TileStatus {
  if (event === 'tileload') return 'shown';
  return status === 'shown' ? 'shown' : 'unavailable';
}
