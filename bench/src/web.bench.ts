/**
 * Web benchmark (issue 10): production bundle size per route (gzip), from Vite's manifest, and in
 * headless Chromium against the BUILT server (packages/server/dist/main.js on PGlite in a temp
 * DATA_DIR) the time from navigation start until /main is interactive and until a rundown of 500
 * stories is rendered and scrolled to its last row, cold and then warm (another rundown of the same
 * size opened from the first one's date field in the same page). Prints tables and writes JSON to bench/results/.
 * Figures only; nothing here asserts a time. This file runs the parts and prints their tables:
 * webBundle.ts sizes the build, webTimings.ts drives Chromium, webPageMarks.ts is the in-page probe.
 *
 * The web is built afresh into a temp folder (`vite build --manifest`, ~10 s) so a concurrent build of
 * packages/web/dist never changes the files under measurement; BENCH_WEB_DIST=<folder> measures an
 * existing build instead (it must hold .vite/manifest.json). Chromium is skipped with a note when
 * /usr/bin/chromium (or CHROMIUM_PATH) or packages/server/dist/main.js is missing, and when
 * BENCH_WEB_BUNDLE_ONLY=1 asks for the bundle sizes alone (seconds, not minutes).
 * BENCH_WEB_ALTERNATE=<folder>,<folder>[,…] compares existing builds instead: their cold opens
 * alternated run by run (webTimings.ts's `alternatedTimings`), 12 each unless BENCH_WEB_RUNS says.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildWeb, bundleSizes, initialBreakdown, kib } from './webBundle';
import { summarize } from './stats';
import { alternatedTimings, chromiumTimings } from './webTimings';

const smoke = process.env.BENCH_SMOKE === '1';
const STORIES = smoke ? 100 : 500;
const BLOCKS = 10;
const RUNS = smoke ? 2 : 9;
const TARGET_INITIAL_JS_KIB = 300;
const TARGET_INTERACTIVE_MS = 1000;
const TARGET_WARM_MS = 600;

/** Prints the cold opens of the builds BENCH_WEB_ALTERNATE names, alternated run by run. */
async function compareBuilds(folders: string[]): Promise<void> {
  const runs = Number(process.env.BENCH_WEB_RUNS ?? 12);
  const builds = await alternatedTimings(
    folders.map((folder) => path.resolve(folder)),
    { stories: STORIES, blocks: BLOCKS, runs },
  );
  if (typeof builds === 'string') {
    console.log(builds);
    return;
  }
  console.log(
    `\nCold opens alternated run by run (${STORIES} stories, ${runs} loads per build; ms since navigation start)`,
  );
  console.table(
    builds.map((build) => {
      const scrollable = summarize(build.scrollable);
      return {
        build: build.webDist,
        n: scrollable.n,
        'first row (median)': summarize(build.firstRow).p50,
        'scrollable (median)': scrollable.p50,
        'scrollable (max)': scrollable.max,
      };
    }),
  );
}

async function main(): Promise<void> {
  const alternate = process.env.BENCH_WEB_ALTERNATE;
  if (alternate) return compareBuilds(alternate.split(','));
  const given = process.env.BENCH_WEB_DIST;
  const distDir = given ? path.resolve(given) : buildWeb();
  const machine = `${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB`;
  try {
    const bundle = bundleSizes(distDir);
    const initialKiB = kib(bundle.initial.jsGzip);
    console.log(`\nWeb bundle (gzip level 9) — ${machine}${smoke ? ' [smoke]' : ''}`);
    console.log(
      `initial JS: ${initialKiB} KiB gzip in ${bundle.initial.jsFiles} files (${kib(bundle.initial.jsBytes)} KiB raw), ` +
        `CSS ${kib(bundle.initial.cssGzip)} KiB gzip — target ≤ ${TARGET_INITIAL_JS_KIB} KiB: ` +
        (initialKiB <= TARGET_INITIAL_JS_KIB ? 'met' : 'NOT met'),
    );
    console.table(initialBreakdown(distDir, bundle.initial.files));
    console.log('Routes (cold load; "added" = on top of the route it is reached from):');
    console.table(bundle.routes);
    console.log('Lazily loaded chunk groups (largest 15, added on top of the initial load):');
    console.table(bundle.lazy.slice(0, 15));

    const chromium =
      process.env.BENCH_WEB_BUNDLE_ONLY === '1'
        ? 'Chromium skipped: BENCH_WEB_BUNDLE_ONLY=1'
        : await chromiumTimings(distDir, { stories: STORIES, blocks: BLOCKS, runs: RUNS });
    let chromiumJson: unknown;
    if (typeof chromium === 'string') {
      console.log(`\n${chromium}`);
      chromiumJson = { skipped: chromium };
    } else {
      const scrollable = chromium.rows.find((r) =>
        String(r.case).startsWith('… and one frame after'),
      );
      console.log(
        `\nChromium (headless, cold context per run) — rundown of ${chromium.stories} stories seeded in ` +
          `${chromium.seedSeconds.toFixed(1)} s; ms since navigation start${smoke ? ' [smoke]' : ''}`,
      );
      console.table(chromium.rows);
      console.log(
        `rundown scrollable median ${String(scrollable?.median)} ms — target ≤ ${TARGET_INTERACTIVE_MS} ms` +
          (chromium.stories === 500 ? '' : ' (target is for 500 stories)') +
          `; menu click verified: ${chromium.clickVerified}`,
      );
      const warmScrollable = chromium.warmRows.find((r) =>
        String(r.case).startsWith('warm: … and one frame after'),
      );
      console.log('Warm open (date field → another rundown, same page; ms since the change):');
      console.table(chromium.warmRows);
      console.log(
        `warm rundown scrollable median ${String(warmScrollable?.median)} ms — target ≤ ${TARGET_WARM_MS} ms`,
      );
      const first = chromium.runs[0];
      if (first) {
        console.log(
          `JS per load: ${first.jsRequests} requests, ${kib(first.jsTransferBytes)} KiB transferred`,
        );
        console.log(
          `API calls of run 1 (start→end ms): ${first.apiCalls.map((c) => `${c.url} ${c.start}→${c.end}`).join(', ')}`,
        );
        console.log(`API calls of run 1's warm open: ${first.warm.apiCalls.join(', ')}`);
      }
      if (chromium.failures.length > 0) console.log(`failed runs: ${chromium.failures.join('; ')}`);
      chromiumJson = chromium;
    }

    const out = path.join(import.meta.dirname, '..', 'results');
    fs.mkdirSync(out, { recursive: true });
    const file = path.join(out, `web-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    fs.writeFileSync(
      file,
      JSON.stringify(
        {
          smoke,
          date: new Date().toISOString(),
          machine,
          node: process.version,
          targets: {
            initialJsGzipKiB: TARGET_INITIAL_JS_KIB,
            rundownInteractiveMs: TARGET_INTERACTIVE_MS,
            warmOpenMs: TARGET_WARM_MS,
          },
          bundle: { ...bundle, distDir: given ? distDir : '(temp build)' },
          chromium: chromiumJson,
        },
        null,
        2,
      ),
    );
    console.log(`written ${path.relative(process.cwd(), file)}`);
  } finally {
    if (!given) fs.rmSync(distDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
