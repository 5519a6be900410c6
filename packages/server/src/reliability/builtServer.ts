import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { SERVER_ROOT } from '../config';
import { freePort } from '../test/freePort';

/**
 * The built server (dist/main.js) as a child process, for the crash tests: started on loopback
 * with its own data, killed with SIGKILL, restarted on the same data.
 */

const MAIN = path.join(SERVER_ROOT, 'dist', 'main.js');
const REPO_ROOT = path.resolve(SERVER_ROOT, '..', '..');
/** Variables the test runner adds: the child must run as in production. */
const RUNNER_ENV = [
  'TEST',
  'VITEST',
  'VITEST_MODE',
  'VITEST_POOL_ID',
  'VITEST_WORKER_ID',
  'TEST_DATABASE_URL',
  'NODE_OPTIONS',
];
const OUTPUT_LIMIT = 32 * 1024;

/** Password of the `admin` account the child creates on first start. */
export const CHILD_ADMIN_PASSWORD = 'Reliability-Admin-1';

/** Builds dist/main.js when it is missing (the server suites run before any build). */
export function ensureBuilt(): string {
  if (!existsSync(MAIN)) {
    execFileSync('npm', ['run', 'build', '-w', 'packages/server'], {
      cwd: REPO_ROOT,
      stdio: 'ignore',
    });
  }
  return MAIN;
}

/** Where the child keeps its data: a PGlite folder, or a PostgreSQL database. */
export type ChildData = { dataDir: string; databaseUrl: string | null };

/** A running built server. */
export interface ChildServer {
  baseUrl: string;
  process: ChildProcess;
  /** The tail of its output (for failure messages). */
  output(): string;
  /** SIGKILL, resolving once the process is gone. */
  kill9(): Promise<void>;
  /** SIGTERM (graceful), resolving once the process is gone. */
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts dist/main.js on a fresh loopback port over `data` and resolves once it printed its
 * "ready" line (it listens by then, every worker); rejects if it exits first or within `deadlineMs`.
 */
export async function startChild(
  data: ChildData,
  deadlineMs = 100_000,
  /** More settings (they win over the child's own). */
  extraEnv: Record<string, string> = {},
): Promise<ChildServer> {
  const main = ensureBuilt();
  const [port, lower, upper, query] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of RUNNER_ENV) delete env[name];
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: data.dataDir,
    FILES_DIR: path.join(data.dataDir, 'files'),
    ADMIN_PASSWORD: CHILD_ADMIN_PASSWORD,
    DEMO_DATA: 'false',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    WEB_DIST: '/nonexistent',
    MOS_PORT_LOWER: String(lower),
    MOS_PORT_UPPER: String(upper),
    MOS_PORT_QUERY: String(query),
    // One process, so SIGKILL cuts the server short (workers of a killed primary shut down gracefully).
    WORKERS: '1',
  });
  Object.assign(env, extraEnv);
  if (data.databaseUrl) env.DATABASE_URL = data.databaseUrl;
  else delete env.DATABASE_URL;

  const child = spawn(process.execPath, [main], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server not ready within ${deadlineMs} ms`)),
      deadlineMs,
    );
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
      if (/ready at http/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server exited before ready (code ${code}, signal ${signal})`));
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
  try {
    await ready;
  } catch (error) {
    child.kill('SIGKILL');
    await exited(child);
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`, {
      cause: error,
    });
  }
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    process: child,
    output: () => output,
    async kill9() {
      const gone = exited(child);
      child.kill('SIGKILL');
      await gone;
    },
    async stop() {
      const gone = exited(child);
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await gone;
      clearTimeout(timer);
    },
  };
}

/** Logs in over HTTP; answers the Cookie header value. */
export async function childLogin(
  baseUrl: string,
  username: string,
  password: string,
): Promise<string> {
  const response = await fetch(`${baseUrl}/api/authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (response.status !== 200)
    throw new Error(`login of ${username}: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('nrcs_session='));
  if (!cookie) throw new Error('login answered without a session cookie');
  return cookie.split(';')[0]!;
}

/** A JSON call with a cookie: status and parsed body (null when empty). */
export async function call<T = unknown>(
  baseUrl: string,
  cookie: string,
  method: string,
  url: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}
