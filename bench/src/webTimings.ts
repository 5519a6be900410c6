/**
 * Chromium part of the web benchmark: starts the BUILT server (packages/server/dist/main.js) on
 * PGlite in a temp DATA_DIR with the demo data, seeds a rundown through the API as the demo editor,
 * then times cold loads of it in headless Chromium (fresh context per run, one uncounted warm-up).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { ApiClient } from '../../packages/e2e/src/support/api';
import { launchBrowser } from '../../packages/e2e/src/support/browser';
import { freePort } from './builtServer';
import { summarize } from './stats';
import { markerScript, type RunResult, type WarmOpenResult } from './webPageMarks';

/** A navigation that has not finished by then counts as failed (a slow machine still finishes). */
const RUN_TIMEOUT_MS = 60_000;

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
const SERVER_MAIN = path.join(REPO_ROOT, 'packages/server/dist/main.js');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Demo accounts the server seeds on first start (DEMO_DATA defaults to true). */
const EDITOR = { username: 'editor', password: 'newsroom' };

type Row = Record<string, unknown>;

/** How large the seeded rundown is and how many timed loads are made. */
export interface TimingOptions {
  /** Stories of the rundown. */
  stories: number;
  /** Blocks the stories are spread over (Standby apart). */
  blocks: number;
  /** Timed cold loads, after the warm-up. */
  runs: number;
}

interface RunningServer {
  baseURL: string;
  process: ChildProcess;
  dataDir: string;
  output: () => string;
}

/** Starts the built server on PGlite in a temp DATA_DIR, serving `webDist`, and waits for health. */
async function startServer(webDist: string): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'newsroom-bench-data-'));
  let output = '';
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      ADMIN_PASSWORD: 'admin-bench-Pass1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      MOS_ID: 'nrcs.bench.mos',
      MOS_PORT_LOWER: String(await freePort()),
      MOS_PORT_UPPER: String(await freePort()),
      MOS_PORT_QUERY: String(await freePort()),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-32 * 1024);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(5000) });
      if (response.status === 200)
        return { baseURL, process: child, dataDir, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stopServer({ baseURL, process: child, dataDir, output: () => output });
  throw new Error(`built server did not become healthy:\n${output}`);
}

/** Stops the server (SIGTERM, SIGKILL after 10 s) and removes its DATA_DIR. */
async function stopServer(server: RunningServer): Promise<void> {
  const child = server.process;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}

/** Slug prefix of the stories of the rundown the warm open goes to. */
const WARM_PREFIX = 'OUTRA';

/**
 * Creates a rundown of `storyCount` stories in `blockCount` blocks through the API, `daysAhead`
 * days from now, its slugs starting with `prefix`; returns its URL, date and last slug.
 */
async function seedRundown(
  baseURL: string,
  { stories: storyCount, blocks: blockCount }: TimingOptions,
  daysAhead: number,
  prefix: string,
): Promise<{ url: string; date: string; lastSlug: string }> {
  const api = new ApiClient(baseURL);
  await api.login(EDITOR.username, EDITOR.password);
  const programs = await api.get<{ id: number; name: string }[]>('/api/programs/accessible');
  const program = programs.find((p) => p.name === 'Jornal da Manhã') ?? programs[0];
  if (!program) throw new Error('the demo editor has no accessible program');
  const date = new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
  const created = await api.post<{ id: number }>('/api/rundowns', { date, programId: program.id });
  for (let i = 1; i < blockCount; i++) await api.post(`/api/rundowns/${created.id}/blocks`);
  const rundown = await api.get<{ blocks: { id: number; isStandbyBlock: boolean }[] }>(
    `/api/rundowns/${created.id}`,
  );
  const blocks = rundown.blocks.filter((b) => !b.isStandbyBlock);
  const perBlock = Math.ceil(storyCount / blocks.length);
  let n = 0;
  let lastSlug = '';
  for (const block of blocks) {
    for (let i = 0; i < perBlock && n < storyCount; i++) {
      n++;
      const story = await api.post<{ id: number }>(`/api/blocks/${block.id}/stories`);
      lastSlug = `${prefix} ${String(n).padStart(3, '0')}`;
      await api.patch(`/api/stories/${story.id}`, { field: 'slug', value: lastSlug });
      await api.patch(`/api/stories/${story.id}`, {
        field: 'estimatedMs',
        value: 60_000 + (n % 7) * 15_000,
      });
    }
  }
  return { url: `/main?area=rundown&date=${date}&program=${program.id}`, date, lastSlug };
}

/** The rundowns a run opens: cold by its URL, then warm by typing the other one's date. */
interface RunTarget {
  url: string;
  lastSlug: string;
  warmDate: string;
}

/** Why Chromium cannot time anything here (Chromium or the built server absent), or null. */
function missingPart(): string | null {
  if (!fs.existsSync(CHROMIUM)) return `Chromium skipped: ${CHROMIUM} is absent`;
  if (!fs.existsSync(SERVER_MAIN))
    return `Chromium skipped: ${SERVER_MAIN} is missing (npm run build -w @newsroom/server)`;
  return null;
}

/** Seeds the two rundowns a run opens on `server` and signs the demo editor in. */
async function prepareTarget(
  server: RunningServer,
  options: TimingOptions,
): Promise<{ target: RunTarget; cookie: string }> {
  const cold = await seedRundown(server.baseURL, options, 40, 'MATÉRIA');
  const other = await seedRundown(server.baseURL, options, 41, WARM_PREFIX);
  const api = new ApiClient(server.baseURL);
  await api.login(EDITOR.username, EDITOR.password);
  return {
    target: { url: cold.url, lastSlug: cold.lastSlug, warmDate: other.date },
    cookie: api.session!,
  };
}

/**
 * One cold load (fresh context: empty cache, own cookies) of the rundown URL, then a warm open of
 * the other rundown in the same page.
 */
async function timedRun(
  browser: Browser,
  baseURL: string,
  sessionCookie: string,
  { url, lastSlug, warmDate }: RunTarget,
  checkClick: boolean,
): Promise<RunResult & { warm: WarmOpenResult }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1600, height: 900 } });
  try {
    await context.addCookies([
      { name: 'nrcs_session', value: sessionCookie, url: baseURL, httpOnly: true },
    ]);
    await context.addInitScript({ content: markerScript(lastSlug) });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'commit' });
    // The init script stores the figures once the last row has had its frame (a function here:
    // the app's CSP forbids evaluating strings in the page).
    const ready = await page.waitForFunction(
      () => (globalThis as unknown as { __benchResult?: RunResult }).__benchResult,
      undefined,
      { timeout: RUN_TIMEOUT_MS, polling: 100 },
    );
    const result = (await ready.jsonValue()) as RunResult;
    const warm = await page.evaluate(
      ([date, prefix]) =>
        (
          globalThis as unknown as {
            __benchWarmOpen: (date: string, prefix: string) => Promise<WarmOpenResult>;
          }
        ).__benchWarmOpen(date, prefix),
      [warmDate, WARM_PREFIX] as const,
    );
    if (checkClick) {
      // The marker claims the menu is clickable: prove it once, outside the timed part.
      await page.click('[data-testid="menu-stories"]');
      await page.waitForSelector('[data-testid="main-page"][data-area="stories"]', {
        timeout: RUN_TIMEOUT_MS,
      });
    }
    return { ...result, warm };
  } finally {
    await context.close();
  }
}

/** The timed loads of one rundown and their summary table. */
export interface ChromiumReport {
  stories: number;
  runs: (RunResult & { warm: WarmOpenResult })[];
  failures: string[];
  rows: Row[];
  /** The warm open (rundown → another rundown in the same page), ms since the date changed. */
  warmRows: Row[];
  seedSeconds: number;
  clickVerified: boolean;
}

/**
 * Starts the built server serving `webDist`, seeds a rundown and times cold loads of it in
 * Chromium; answers why when Chromium or the built server is missing.
 */
export async function chromiumTimings(
  webDist: string,
  options: TimingOptions,
): Promise<ChromiumReport | string> {
  const missing = missingPart();
  if (missing) return missing;
  const server = await startServer(webDist);
  let browser: Browser | undefined;
  try {
    const seedStarted = performance.now();
    const { target, cookie } = await prepareTarget(server, options);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    browser = await launchBrowser();
    const runs: (RunResult & { warm: WarmOpenResult })[] = [];
    const failures: string[] = [];
    let clickVerified = false;
    // One warm-up load (server JIT, PGlite caches, Chromium start) that is not counted.
    try {
      await timedRun(browser, server.baseURL, cookie, target, false);
    } catch (error) {
      failures.push(`warm-up: ${(error as Error).message.split('\n')[0]}`);
    }
    for (let i = 0; i < options.runs; i++) {
      const last = i === options.runs - 1;
      try {
        runs.push(await timedRun(browser, server.baseURL, cookie, target, last));
        if (last) clickVerified = true;
      } catch (error) {
        failures.push(`run ${i + 1}: ${(error as Error).message.split('\n')[0]}`);
      }
    }
    const stat = (
      label: string,
      pick: (r: RunResult & { warm: WarmOpenResult }) => number | null,
    ) => {
      const values = runs.map(pick).filter((v): v is number => v !== null);
      const s = summarize(values);
      return { case: label, n: s.n, median: s.p50, max: s.max };
    };
    const rows: Row[] = [
      stat('HTML received (responseEnd)', (r) => r.responseEnd),
      stat('DOMContentLoaded', (r) => r.domContentLoaded),
      stat('/main interactive (menu item rendered)', (r) => r.menu),
      stat('last JS file received', (r) => r.jsLastResponseEnd),
      stat(
        `rundown API answered (${options.stories} stories, request duration)`,
        (r) => r.rundownApiMs,
      ),
      stat('first story row rendered', (r) => r.firstRow),
      stat('last story row in view after scroll to end', (r) => r.lastRow),
      stat('… and one frame after (rundown scrollable)', (r) => r.lastRowFrame),
      stat('scroll to end → last row + frame', (r) =>
        r.lastRowFrame !== null && r.scrollStart !== null ? r.lastRowFrame - r.scrollStart : null,
      ),
    ];
    const warmRows: Row[] = [
      stat('warm: first story row rendered', (r) => r.warm.firstRow),
      stat('warm: last story row in view after scroll to end', (r) => r.warm.lastRow),
      stat('warm: … and one frame after (rundown scrollable)', (r) => r.warm.lastRowFrame),
      stat('warm: API calls', (r) => r.warm.apiCalls.length),
      stat('warm: JS files fetched', (r) => r.warm.jsRequests),
    ];
    return {
      stories: options.stories,
      runs,
      failures,
      rows,
      warmRows,
      seedSeconds,
      clickVerified,
    };
  } finally {
    await browser?.close();
    await stopServer(server);
  }
}

/** The cold opens of one web build in {@link alternatedTimings}, ms since navigation start. */
export interface AlternatedBuild {
  webDist: string;
  firstRow: number[];
  scrollable: number[];
}

/**
 * Cold opens of several web builds alternated run by run: one built server per build, one
 * Chromium, the builds' loads interleaved (the order turned each round), one uncounted warm-up
 * each. The machine's drift then weighs on every build alike, so differences of a few tens of ms
 * stand out of it, which successive runs of a few minutes each do not show.
 */
export async function alternatedTimings(
  webDists: readonly string[],
  options: TimingOptions,
): Promise<AlternatedBuild[] | string> {
  const missing = missingPart();
  if (missing) return missing;
  const servers: RunningServer[] = [];
  let browser: Browser | undefined;
  try {
    const targets: { target: RunTarget; cookie: string }[] = [];
    for (const webDist of webDists) {
      const server = await startServer(webDist);
      servers.push(server);
      targets.push(await prepareTarget(server, options));
    }
    browser = await launchBrowser();
    const builds: AlternatedBuild[] = webDists.map((webDist) => ({
      webDist,
      firstRow: [],
      scrollable: [],
    }));
    for (let round = -1; round < options.runs; round++) {
      const order = builds.map((_, k) => k);
      if (round % 2 !== 0) order.reverse();
      for (const k of order) {
        const { target, cookie } = targets[k]!;
        const run = await timedRun(browser, servers[k]!.baseURL, cookie, target, false);
        if (round < 0 || run.firstRow === null || run.lastRowFrame === null) continue;
        builds[k]!.firstRow.push(run.firstRow);
        builds[k]!.scrollable.push(run.lastRowFrame);
      }
    }
    return builds;
  } finally {
    await browser?.close();
    for (const server of servers) await stopServer(server);
  }
}
