import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config';

/**
 * One worker process per core on PostgreSQL (node:cluster: the workers share the HTTP port, the
 * primary only forks, restarts and stops them). Everything a worker shares with the others lives
 * in the database: sessions, real-time events (outbox + NOTIFY), jobs (advisory locks), tasks
 * (SKIP LOCKED), rundown edits (advisory locks), MOS (one leader, mos.leader.ts). PGlite is one
 * process's embedded database, so it runs one process.
 */

/** How many processes serve, and the line that says so at start. */
export interface WorkerPlan {
  count: number;
  note: string;
}

/** The plan for this configuration on a machine with `cores` cores. */
export function workerPlan(
  config: Pick<Config, 'databaseUrl' | 'workers'>,
  cores: number,
): WorkerPlan {
  if (!config.databaseUrl)
    return {
      count: 1,
      note: 'One process: PGlite belongs to a single process (set DATABASE_URL for one worker per core).',
    };
  const count = config.workers ?? Math.max(1, cores);
  return {
    count,
    note: count === 1 ? 'One process (WORKERS=1).' : `${count} worker processes share the port.`,
  };
}

/** Wait before a worker that died after it had started is replaced (no tight crash loop). */
const RESTART_DELAY_MS = 1_000;

/**
 * The primary: forks `count` workers and replaces one that dies; SIGINT/SIGTERM reach every
 * worker (each shuts down gracefully) and the primary exits when all have, at most `limitMs`
 * later. A worker that dies before it listens (bad configuration, database down) stops them all.
 */
export function superviseWorkers(count: number, limitMs: number, onAllListening: () => void): void {
  let stopping = false;
  let exitCode = 0;
  let listening = 0;
  const started = new Set<Worker>();
  const fork = () => cluster.fork();

  cluster.on('listening', (worker) => {
    if (started.has(worker)) return;
    started.add(worker);
    listening++;
    if (listening === count) onAllListening();
  });
  cluster.on('exit', (worker, code, signal) => {
    const hadStarted = started.delete(worker);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
      return;
    }
    if (!hadStarted) {
      process.stderr.write(`Newsroom worker failed to start (code ${code}); stopping.\n`);
      stop(1);
      return;
    }
    process.stderr.write(
      `Newsroom worker ${worker.process.pid} died (${signal ?? `code ${code}`}); starting another.\n`,
    );
    setTimeout(fork, RESTART_DELAY_MS);
  });

  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    setTimeout(() => {
      process.stderr.write('Newsroom workers took too long to stop; exiting.\n');
      process.exit(1);
    }, limitMs).unref();
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(exitCode);
    for (const worker of workers) worker?.process.kill('SIGTERM');
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));

  for (let i = 0; i < count; i++) fork();
}
