/**
 * What the web benchmark runs inside the page (strings, injected as an init script): marks when
 * /main is interactive, when the rundown's first and last rows are rendered, and collects the
 * Navigation and Resource Timing figures with them.
 */

/** Marks taken inside the page, in ms since navigation start (performance.now()). */
export interface PageMarks {
  menu: number | null;
  firstRow: number | null;
  scrollStart: number | null;
  lastRow: number | null;
  lastRowFrame: number | null;
}

/**
 * Runs in the page before its own scripts (a string: the bundler's helpers must not leak into it).
 * On every DOM mutation and every frame it records when the main menu item is in the DOM (React
 * commits an element together with its handlers, so it is clickable from then on), when the first
 * story row of the grid is rendered, then scrolls the virtual list to the end at once and records
 * when the last story's row is in view and one frame after that.
 */
export function markerScript(lastSlug: string): string {
  return `(() => {
  const lastSelector = ${JSON.stringify(`[data-testid="story-row-${lastSlug}"]`)};
  const marks = { menu: null, firstRow: null, scrollStart: null, lastRow: null, lastRowFrame: null };
  window.__benchMarks = marks;
  let done = false;
  const check = () => {
    if (done) return;
    const now = performance.now();
    if (marks.menu === null && document.querySelector('[data-testid="menu-rundown"]')) marks.menu = now;
    const viewport = document.querySelector('[data-testid="rundown-grid"] > [role="grid"]');
    if (!viewport) return;
    if (marks.firstRow === null) {
      if (!viewport.querySelector('[data-testid^="story-row-"]')) return;
      marks.firstRow = now;
      marks.scrollStart = performance.now();
      viewport.scrollTop = viewport.scrollHeight;
      return;
    }
    if (marks.lastRow === null) {
      const row = document.querySelector(lastSelector);
      if (!row) return;
      const r = row.getBoundingClientRect();
      const v = viewport.getBoundingClientRect();
      if (r.bottom <= v.top || r.top >= v.bottom) return;
      marks.lastRow = now;
      done = true;
      observer.disconnect();
      requestAnimationFrame(() => requestAnimationFrame(() => {
        marks.lastRowFrame = performance.now();
        window.__benchResult = ${COLLECT_SCRIPT};
      }));
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true });
  const frame = () => { check(); if (!done) requestAnimationFrame(frame); };
  requestAnimationFrame(frame);
})();`;
}

/** Collects the marks and the Navigation and Resource Timing figures of the loaded page. */
const COLLECT_SCRIPT = `(() => {
  const nav = performance.getEntriesByType('navigation')[0];
  const resources = performance.getEntriesByType('resource');
  const js = resources.filter((r) => r.name.endsWith('.js'));
  const api = resources.filter((r) => /\\/api\\/rundowns\\b/.test(r.name));
  return {
    ...window.__benchMarks,
    responseEnd: nav.responseEnd,
    domContentLoaded: nav.domContentLoadedEventEnd,
    loadEvent: nav.loadEventEnd,
    rundownApiMs: api.length > 0 ? Math.max(...api.map((r) => r.responseEnd - r.startTime)) : null,
    jsLastResponseEnd: Math.max(0, ...js.map((r) => r.responseEnd)),
    apiCalls: resources
      .filter((r) => r.name.includes('/api/'))
      .map((r) => ({
        url: r.name.replace(location.origin, ''),
        start: Math.round(r.startTime),
        end: Math.round(r.responseEnd),
      })),
    jsRequests: js.length,
    jsTransferBytes: js.reduce((sum, r) => sum + r.transferSize, 0),
  };
})()`;

/** What one timed load answers: the page marks and the browser's own timing figures. */
export interface RunResult extends PageMarks {
  responseEnd: number;
  domContentLoaded: number;
  loadEvent: number;
  rundownApiMs: number | null;
  jsLastResponseEnd: number;
  apiCalls: { url: string; start: number; end: number }[];
  jsRequests: number;
  jsTransferBytes: number;
}
