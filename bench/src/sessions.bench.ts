/**
 * The cheapest authenticated call at fixed rates (issue 27): GET /api/users/me at 150 and 500
 * requests/s, open loop (openLoop.ts), against the BUILT server (builtServer.ts) on PGlite or on
 * PostgreSQL (BENCH_DATABASE_URL). What it costs is the session's resolution plus one read of
 * the caller, so it shows the price of the session check every API call pays. Beside the
 * latencies, the server's CPU time per answered request (from /proc): on a shared machine the
 * latencies follow the others' load, the CPU cost much less. Figures only.
 */
import fs from 'node:fs';
import os from 'node:os';
import { SECONDS, TIMEOUT_MS } from './apiRates';
import { ADMIN_PASSWORD, login, machine, progress, startBuiltServer } from './builtServer';
import { openLoop } from './openLoop';
import { writeResults } from './results';

const RATES = [150, 500];
/** Clock ticks per second of /proc/<pid>/stat times (USER_HZ, 100 on Linux). */
const TICKS_PER_S = 100;

/** CPU time (user + system) the process used so far, in ms. */
function cpuMsOf(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of the line, 12 and 13 after "pid (comm) ".
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_S;
}

async function main(): Promise<void> {
  const server = await startBuiltServer(process.env.BENCH_DATABASE_URL ?? null);
  const m = machine();
  try {
    const admin = await login(server.baseUrl, 'admin', ADMIN_PASSWORD);
    const rows: Record<string, unknown>[] = [];
    for (const rate of RATES) {
      progress(`GET /api/users/me at ${rate} req/s`);
      const loadBefore = os.loadavg()[0]!.toFixed(2);
      const cpuBefore = cpuMsOf(server.pid);
      const r = await openLoop({
        baseUrl: server.baseUrl,
        rate,
        seconds: SECONDS,
        timeoutMs: TIMEOUT_MS,
        request: () => ({
          method: 'GET',
          path: '/api/users/me',
          headers: { cookie: admin.cookie },
        }),
      });
      const cpuMs = cpuMsOf(server.pid) - cpuBefore;
      rows.push({
        rate,
        n: r.scheduled,
        p50: r.latency.p50,
        p95: r.latency.p95,
        p99: r.latency.p99,
        max: r.latency.max,
        errors: r.errorCount,
        achieved: r.achievedRps,
        'server CPU ms/req': r.ok > 0 ? Math.round((cpuMs / r.ok) * 100) / 100 : '',
        'load before': loadBefore,
      });
    }
    console.log(
      `\nGET /api/users/me on ${server.engine}, built server (${m.cores} cores, ${m.model}, Node ${m.node}); open loop, ${SECONDS} s per rate; latencies in ms`,
    );
    console.table(rows);
    console.log('target (not asserted): p99 ≤ 50 ms at 500 req/s');
    console.log(`results: ${writeResults('sessions', server.engine, { machine: m, rows })}`);
  } finally {
    await server.stop();
  }
}

await main();
