/**
 * Platform benchmark: authenticated request latency under concurrency and real-time fan-out
 * (commit to last subscriber) over loopback, on PGlite or on PostgreSQL (BENCH_DATABASE_URL).
 * Prints a table and writes JSON to bench/results/. Figures only; nothing here asserts a time.
 */
import {
  createUser,
  loginCookie,
  startTestApp,
  testClock,
} from '../../packages/server/src/test/testApp';
import { connectStomp, type TestStomp } from '../../packages/server/src/test/stompClient';
import { closedLoop } from './closedLoop';
import { engine, openBenchDatabase, reportHeading, smoke } from './inProcess';
import { writeResults } from './results';
import { summarize } from './stats';

const REQUESTS = smoke ? 200 : 5000;
const CONCURRENCY = 20;
const SUBSCRIBERS = smoke ? 20 : 150;
const FANOUT_ROUNDS = smoke ? 5 : 30;

async function main(): Promise<void> {
  const database = await openBenchDatabase();
  const t = await startTestApp(database, testClock());
  const rows: Record<string, unknown>[] = [];
  try {
    const admin = await createUser(database, { permissions: { admin: 'write' } });
    const cookie = await loginCookie(t.app, admin.nickname);

    // Authenticated GET over real HTTP with a fixed number of concurrent callers.
    const { latencies, errors, seconds } = await closedLoop(
      { callers: CONCURRENCY, count: REQUESTS },
      async () => {
        const t0 = performance.now();
        const response = await fetch(`${t.baseUrl}/api/users/me`, { headers: { cookie } });
        await response.arrayBuffer();
        return { ms: performance.now() - t0, ok: response.ok };
      },
    );
    rows.push({
      case: `GET /api/users/me x${CONCURRENCY} callers`,
      ...summarize(latencies),
      errors,
      rps: Math.round(REQUESTS / seconds),
    });

    // Fan-out: one committed change, measured until the last subscriber has it.
    const sockets: TestStomp[] = [];
    for (let i = 0; i < SUBSCRIBERS; i++) {
      const user = await createUser(database);
      sockets.push(
        await connectStomp(t.baseUrl, await loginCookie(t.app, user.nickname), ['/topic/branch']),
      );
    }
    const fanout: number[] = [];
    for (let round = 0; round < FANOUT_ROUNDS; round++) {
      const name = `Branch ${round}`;
      const t0 = performance.now();
      const arrivals = sockets.map((s) =>
        s.next('/topic/branch', (e) => (e.data as { branchName: string }).branchName === name),
      );
      const response = await fetch(`${t.baseUrl}/api/branch/config`, {
        method: 'PUT',
        headers: { cookie, 'content-type': 'application/json', origin: t.baseUrl },
        body: JSON.stringify({ locale: 'pt_BR', branchName: name }),
      });
      if (!response.ok) throw new Error(`PUT failed: ${response.status}`);
      await Promise.all(arrivals);
      fanout.push(performance.now() - t0);
    }
    rows.push({
      case: `change → last of ${SUBSCRIBERS} sockets`,
      ...summarize(fanout),
      errors: 0,
      rps: '',
    });
    await Promise.all(sockets.map((s) => s.close()));
  } finally {
    await t.close();
    await database.close();
  }

  console.log(reportHeading('Platform'));
  console.table(rows);
  const file = writeResults('platform', engine, {
    engine,
    smoke,
    date: new Date().toISOString(),
    rows,
  });
  console.log(`written ${file}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
