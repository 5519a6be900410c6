/**
 * API and real-time at fixed rates (issue 10), against the BUILT server
 * (packages/server/dist/main.js) started as a child process on loopback (builtServer.ts): PGlite
 * in a temporary DATA_DIR, or a fresh database in the PostgreSQL server of BENCH_DATABASE_URL.
 * The ceiling of this machine runs in another child in the same run (ceiling.server.ts).
 *   1. real-time fan-out to 150 and 500 STOMP subscribers (realtimeFanout.ts);
 *   2. GET rundown (300 stories) and PATCH story at 150 and 500 requests/s, open loop (apiRates.ts).
 * BENCH_FIXED_PARTS=fanout (or api) runs only that part.
 * Prints one table per case and writes JSON to bench/results/. Figures only: nothing asserts a
 * time; the targets are printed beside the tables.
 */
import { apiRates, SECONDS, TIMEOUT_MS } from './apiRates';
import {
  login,
  machine,
  progress,
  startBuiltServer,
  startCeilingServer,
  ADMIN_PASSWORD,
} from './builtServer';
import { writeResults } from './results';
import { realtimeFanout, ROUNDS, SESSIONS } from './realtimeFanout';

const smoke = process.env.BENCH_SMOKE === '1';
const parts = process.env.BENCH_FIXED_PARTS?.split(',').filter(Boolean) ?? ['fanout', 'api'];

async function main(): Promise<void> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? null;
  const started = performance.now();
  const server = await startBuiltServer(adminUrl);
  const startSeconds = Math.round((performance.now() - started) / 100) / 10;
  let ceiling: Awaited<ReturnType<typeof startCeilingServer>> | null = null;
  const m = machine();
  progress(`server started (${server.engine})`);
  const header = (what: string) =>
    `\n${what} on ${server.engine}, built server (${m.cores} cores, ${m.model}, ${m.memGiB} GiB, Node ${m.node}, load ${m.load1} at start)${smoke ? ' [smoke]' : ''}`;
  try {
    ceiling = await startCeilingServer();
    const admin = await login(server.baseUrl, 'admin', ADMIN_PASSWORD);

    const fanout = parts.includes('fanout')
      ? await realtimeFanout(server.baseUrl, ceiling.baseUrl, admin)
      : null;
    if (fanout) {
      console.log(header('Real-time fan-out'));
      console.log(
        `${ROUNDS} changes of each kind, one at a time; ${SESSIONS} reader sessions; story event ${fanout.eventBytes} B; latencies in ms`,
      );
      for (const [name, rows] of Object.entries(fanout.tables)) {
        console.log(`\n${name} (connected in ${fanout.connectSeconds[Number.parseInt(name)]} s)`);
        console.table(rows);
      }
      console.log(
        'targets (not asserted): commit → last client p99 ≤ 100 ms at 150 subscribers, ≤ 250 ms at 500',
      );
    }

    const api = parts.includes('api')
      ? await apiRates(server.baseUrl, ceiling.baseUrl, admin)
      : null;
    if (api) {
      console.log(header('API at fixed rates'));
      console.log(
        `open loop, ${SECONDS} s per rate, timeout ${TIMEOUT_MS / 1000} s (counted as an error, at the timeout); rundown of ${api.stories} stories built through the API in ${api.buildSeconds} s; latencies in ms`,
      );
      for (const [name, rows] of Object.entries(api.tables)) {
        console.log(`\n${name}`);
        console.table(rows);
      }
      console.log('targets (not asserted): p99 ≤ 100 ms at 150 req/s; no errors at 500 req/s');
    }

    const file = writeResults('fixed-rates', server.engine, {
      engine: server.engine,
      smoke,
      date: new Date().toISOString(),
      machine: m,
      loadAtEnd: machine().load1,
      serverStartSeconds: startSeconds,
      fanout,
      api: api && { seconds: SECONDS, timeoutMs: TIMEOUT_MS, ...api },
    });
    console.log(`\nwritten ${file}`);
  } finally {
    await ceiling?.stop();
    await server.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
