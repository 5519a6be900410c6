/**
 * Where a map view opens (spec 3 §2): in the same window on touch devices, where a second window
 * is a lost tab, and in a new window otherwise, so the map sits beside the document.
 */

/** The map view of a document. */
export function mapViewPath(kind: 'production' | 'assignment', id: number): string {
  return `/map/${kind}/${id}`;
}

/** Whether the main pointer is a finger (a phone or tablet). */
export function isTouchDevice(): boolean {
  return window.matchMedia('(pointer: coarse)').matches;
}

/** How {@link openMapView} opened the map. */
export type MapOpening = 'sameWindow' | 'newWindow' | 'blocked';

/** Opens `path` per the touch rule; `navigate` moves the same window. */
export function openMapView(path: string, navigate: (path: string) => void): MapOpening {
  if (isTouchDevice()) {
    navigate(path);
    return 'sameWindow';
  }
  // Without `noopener` window.open tells whether a popup blocker refused it; the opener is cut by hand.
  const opened = window.open(path, '_blank');
  if (!opened) return 'blocked';
  opened.opener = null;
  return 'newWindow';
}
