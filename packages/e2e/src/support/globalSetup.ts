import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../../server/src/test/freePort';
import { ADMIN_PASSWORD } from './env';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const SERVER_MAIN = join(REPO_ROOT, 'packages/server/dist/main.js');
const STARTUP_DEADLINE_MS = 90_000;
const POLL_INTERVAL_MS = 250;
const OUTPUT_LIMIT = 64 * 1024;
// Vite/Vitest put these into our env; the server must run as in production, not think it is under test.
const TEST_RUNNER_ENV = [
  'TEST',
  'VITEST',
  'VITEST_MODE',
  'VITEST_POOL_ID',
  'VITEST_WORKER_ID',
  'PROD',
  'DEV',
  'BASE_URL',
  'MODE',
  'SSR',
  'TEST_DATABASE_URL',
];

/** Starts one built server for the whole e2e run and provides its base URL as `baseURL`. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(SERVER_MAIN)) {
    throw new Error(`${SERVER_MAIN} is missing: run \`npm run build\` first`);
  }
  const port = await freePort();
  // The newsroom's own MOS ports (the NCS side), on loopback, for the MOS spec's device.
  const mos = {
    mosId: 'nrcs.e2e.mos',
    ports: { lower: await freePort(), upper: await freePort(), query: await freePort() },
  };
  const dataDir = await mkdtemp(join(tmpdir(), 'newsroom-e2e-'));
  const baseURL = `http://127.0.0.1:${port}`;
  let output = '';
  const server = spawn(process.execPath, [SERVER_MAIN], {
    cwd: REPO_ROOT,
    env: {
      ...withoutTestRunnerEnv(process.env),
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      NODE_ENV: 'production',
      MOS_ID: mos.mosId,
      MOS_PORT_LOWER: String(mos.ports.lower),
      MOS_PORT_UPPER: String(mos.ports.upper),
      MOS_PORT_QUERY: String(mos.ports.query),
      MOS_TIMEOUT_MS: '3000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Keep only the tail so a chatty server cannot grow memory without bound.
  const keep = (chunk: Buffer): void => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  if (process.env.E2E_SERVER_LOG === '1') {
    server.stdout?.pipe(process.stdout);
    server.stderr?.pipe(process.stderr);
  }

  const teardown = async (): Promise<void> => {
    await stop(server);
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseURL, server);
  } catch (error) {
    await teardown();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`, {
      cause: error,
    });
  }
  project.provide('baseURL', baseURL);
  project.provide('mos', mos);
  return teardown;
}

/** Copy of env without the variables the test runner added. */
function withoutTestRunnerEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const copy = { ...env };
  for (const name of TEST_RUNNER_ENV) delete copy[name];
  return copy;
}

/** Polls GET /api/health until 200, failing early if the server exits or the deadline passes. */
async function waitForHealth(baseURL: string, server: ChildProcess): Promise<void> {
  let exited: string | undefined;
  server.once('exit', (code, signal) => {
    exited = `server exited before it was healthy (code ${code}, signal ${signal})`;
  });
  server.once('error', (error) => {
    exited = `server could not start: ${error.message}`;
  });
  const deadline = Date.now() + STARTUP_DEADLINE_MS;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (exited) throw new Error(exited);
    try {
      const response = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(5_000) });
      if (response.status === 200) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
  throw new Error(
    `server not healthy at ${baseURL}/api/health within ${STARTUP_DEADLINE_MS / 1000} s (${last})`,
  );
}

/** Sends SIGTERM, then SIGKILL if the server has not exited within 10 s. */
async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  server.kill('SIGTERM');
  const killTimer = setTimeout(() => server.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(killTimer);
}
