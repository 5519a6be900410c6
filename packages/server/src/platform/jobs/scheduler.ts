import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Tx } from '../db/client';
import { repeat } from './repeat';

/** A periodic job run by one instance at a time. */
export interface Job {
  /** Stable name; also derives the advisory-lock key. */
  name: string;
  everyMs: number;
  run(tx: Tx, now: Date): Promise<void>;
}

function lockKey(name: string): number {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) | 0;
  return hash;
}

/**
 * Runs a job once if no other instance is running it: the job runs inside a transaction that
 * holds a transaction-level advisory lock, so the lock ends with the work.
 */
export async function runJobOnce(database: Database, job: Job, now: Date): Promise<boolean> {
  return database.db.transaction(async (tx) => {
    // Both drivers answer execute() with `{ rows }`.
    const result = (await tx.execute(
      sql`SELECT pg_try_advisory_xact_lock(${lockKey(job.name)}) AS locked`,
    )) as unknown as {
      rows: { locked: boolean }[];
    };
    if (!result.rows[0]?.locked) return false;
    await job.run(tx, now);
    return true;
  });
}

/** Starts jobs on timers, a job's passes never overlapping; answers the stop function. */
export function startJobs(
  database: Database,
  jobs: Job[],
  clock: () => Date,
  log: FastifyBaseLogger,
): () => Promise<void> {
  const stops = jobs.map((job) =>
    repeat(job.everyMs, () =>
      runJobOnce(database, job, clock()).then(
        () => undefined,
        (err: unknown) => log.error({ err, job: job.name }, 'job failed'),
      ),
    ),
  );
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
