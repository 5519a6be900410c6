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
  window.__benchWarmOpen = ${WARM_OPEN_SCRIPT};
})();`;
}

/**
 * The warm open, as a function the page keeps (`window.__benchWarmOpen(date, rowPrefix)`): types
 * another date in the rundown screen's date field, as a user would, then times like the cold
 * load: first row of that rundown, scroll to its end, last row in view, one frame. Answers the
 * marks in ms since the change and the API calls made meanwhile (what the cache did not hold).
 */
const WARM_OPEN_SCRIPT = `(date, rowPrefix) => new Promise((resolve) => {
  const rowSelector = '[data-testid^="story-row-' + rowPrefix + '"]';
  const input = document.querySelector('input[data-testid="rundown-date"]');
  const started = performance.now();
  const marks = { firstRow: null, lastRow: null, lastRowFrame: null };
  let scrolled = false;
  let done = false;
  const check = () => {
    if (done) return;
    const viewport = document.querySelector('[data-testid="rundown-grid"] > [role="grid"]');
    const rows = viewport ? viewport.querySelectorAll(rowSelector) : [];
    if (rows.length === 0) return;
    const now = performance.now() - started;
    if (!scrolled) {
      marks.firstRow = now;
      scrolled = true;
      viewport.scrollTop = viewport.scrollHeight;
      return;
    }
    const last = rows[rows.length - 1];
    const r = last.getBoundingClientRect();
    const v = viewport.getBoundingClientRect();
    if (viewport.scrollTop + viewport.clientHeight < viewport.scrollHeight - 2) return;
    if (r.bottom <= v.top || r.top >= v.bottom) return;
    marks.lastRow = now;
    done = true;
    observer.disconnect();
    requestAnimationFrame(() => requestAnimationFrame(() => {
      marks.lastRowFrame = performance.now() - started;
      const calls = performance.getEntriesByType('resource')
        .filter((e) => e.startTime >= started && e.name.includes('/api/'))
        .map((e) => e.name.replace(location.origin, ''));
      const scripts = performance.getEntriesByType('resource')
        .filter((e) => e.startTime >= started && e.name.endsWith('.js')).length;
      resolve({ ...marks, apiCalls: calls, jsRequests: scripts });
    }));
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true });
  const frame = () => { check(); if (!done) requestAnimationFrame(frame); };
  requestAnimationFrame(frame);
  // React tracks the value it set: the native setter and an input event make it see a change.
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  setValue.call(input, date);
  input.dispatchEvent(new Event('input', { bubbles: true }));
})`;

/** What the warm open answers, in ms since the date was changed. */
export interface WarmOpenResult {
  firstRow: number | null;
  lastRow: number | null;
  lastRowFrame: number | null;
  /** API calls made from the change on (the rundown's own, if the cache held the rest). */
  apiCalls: string[];
  jsRequests: number;
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
