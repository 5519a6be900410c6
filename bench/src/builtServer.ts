/**
 * Starts the BUILT server (packages/server/dist/main.js) as a child process on loopback, as the
 * e2e suite does (packages/e2e/src/support/globalSetup.ts): PGlite in a temporary DATA_DIR, or a
 * fresh database created for the run in the PostgreSQL server of BENCH_DATABASE_URL (dropped at
 * the end, so the first start always creates `admin`). No demo data; the server's log goes to a
 * file in the temporary folder. Also: a tiny HTTP client that keeps the session cookie, and the
 * "ceiling" child (ceiling.server.ts). Everything is stopped by `stop()` and on exit.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
const SERVER_MAIN = path.join(REPO_ROOT, 'packages/server/dist/main.js');
export const ADMIN_PASSWORD = 'bench-admin-Pass1';
const STARTUP_DEADLINE_MS = 120_000;

export interface BuiltServer {
  baseUrl: string;
  engine: 'pglite' | 'postgres';
  /** The server process id (for the report). */
  pid: number;
  stop(): Promise<void>;
}

/** Children to kill if the bench process dies before stopping them. */
const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

/** A port nobody listens on (asked from the OS). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no port assigned'))));
    });
  });
}

/** SIGTERM, then SIGKILL after 10 s. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const killTimer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(killTimer);
  children.delete(child);
}

/** Polls GET /api/health (or `probe`) until 200. */
async function waitForHealth(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + STARTUP_DEADLINE_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-4000) : '';
      throw new Error(`server exited (code ${child.exitCode}) before it was healthy\n${log}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server not healthy at ${url} within ${STARTUP_DEADLINE_MS / 1000} s`);
}

/** Starts dist/main.js on PGlite, or on a new database of `adminUrl` (PostgreSQL). */
export async function startBuiltServer(adminUrl: string | null): Promise<BuiltServer> {
  if (!fs.existsSync(SERVER_MAIN))
    throw new Error(`${SERVER_MAIN} is missing: run \`npm run build -w packages/server\` first`);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'nrcs-bench-'));
  let databaseUrl: string | null = null;
  let dropDatabase = async () => {};
  if (adminUrl) {
    const name = `nrcs_bench_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    };
  }
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(dir, 'data'),
    ADMIN_PASSWORD,
    DEMO_DATA: 'false',
    NODE_ENV: 'production',
    WEB_DIST: path.join(dir, 'no-web'),
    MOS_ID: 'nrcs.bench.mos',
    MOS_PORT_LOWER: String(await freePort()),
    MOS_PORT_UPPER: String(await freePort()),
    MOS_PORT_QUERY: String(await freePort()),
  };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const logFile = path.join(dir, 'server.log');
  const log = fs.openSync(logFile, 'w');
  // BENCH_CPU_PROF=<dir>: each server process writes a CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const child = spawn(process.execPath, [...profile, SERVER_MAIN], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  children.add(child);
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopChild(child);
    await dropDatabase();
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(`${baseUrl}/api/health`, child, logFile);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, engine: adminUrl ? 'postgres' : 'pglite', pid: child.pid ?? 0, stop };
}

/** The ceiling child (ceiling.server.ts): a bare Fastify route and a raw `ws` broadcaster. */
export async function startCeilingServer(): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'ceiling.server.ts')],
    { cwd: REPO_ROOT, env: { ...process.env, PORT: String(port) }, stdio: 'inherit' },
  );
  children.add(child);
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(`${baseUrl}/health`, child, '/nonexistent');
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { baseUrl, stop: () => stopChild(child) };
}

/** A JSON client with a session cookie (admin), for setting up the data through the API. */
export interface ApiSession {
  cookie: string;
  call<T>(method: string, url: string, body?: unknown): Promise<T>;
}

/** Logs in (answering a first-login password reset when asked) and returns the session. */
export async function login(
  baseUrl: string,
  username: string,
  password: string,
  newPassword?: string,
): Promise<ApiSession> {
  const post = (body: object) =>
    fetch(`${baseUrl}/api/authentication`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify(body),
    });
  let response = await post({ username, password });
  if (response.status !== 200 && newPassword) {
    const text = await response.text();
    if (!text.includes('error_reset_password')) throw new Error(`login ${username}: ${text}`);
    response = await post({
      username,
      password: newPassword,
      isResetPassword: true,
      currentPassword: password,
    });
  }
  if (response.status !== 200)
    throw new Error(`login ${username}: ${response.status} ${await response.text()}`);
  const session = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('nrcs_session='));
  if (!session) throw new Error(`login ${username}: no session cookie`);
  return {
    cookie: session,
    async call<T>(method: string, url: string, body?: unknown): Promise<T> {
      const r = await fetch(`${baseUrl}${url}`, {
        method,
        headers: {
          cookie: session,
          origin: baseUrl,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await r.text();
      if (!r.ok) throw new Error(`${method} ${url}: ${r.status} ${text}`);
      return (text === '' ? undefined : JSON.parse(text)) as T;
    },
  };
}

/** Tomorrow in São Paulo, as the rundowns need a date not in the past. */
export function tomorrow(): string {
  return new Date(Date.now() + 36 * 3_600_000).toISOString().slice(0, 10);
}

export const unique = (prefix: string) => `${prefix} ${randomBytes(3).toString('hex')}`;

/** Machine line for the tables and JSON. */
export function machine(): {
  cores: number;
  model: string;
  memGiB: number;
  node: string;
  /** 1-minute load average now: other work on a shared machine shows here. */
  load1: number;
} {
  const cpus = os.cpus();
  return {
    cores: cpus.length,
    model: cpus[0]?.model ?? 'cpu',
    memGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    load1: Math.round(os.loadavg()[0]! * 10) / 10,
  };
}

const benchStarted = performance.now();
/** A progress line with the seconds since the bench started (long runs say where they are). */
export function progress(what: string): void {
  const load = os.loadavg()[0]!.toFixed(1);
  console.log(
    `[${((performance.now() - benchStarted) / 1000).toFixed(1)} s, load ${load}] ${what}`,
  );
}
