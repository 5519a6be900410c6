import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { repeat } from './repeat';
import type { SecretBox } from '../secrets/secretBox';

/**
 * Background work every instance runs outside any transaction, such as reading the network:
 * the work claims its own rows (SKIP LOCKED) so instances share it, unlike a Job, which one
 * instance runs inside a transaction holding an advisory lock.
 */
export interface Worker {
  name: string;
  everyMs: number;
  run(context: WorkerContext): Promise<void>;
}

/** What of the running app a worker uses. */
export interface WorkerContext {
  database: Database;
  clock: () => Date;
  /** Opens the secrets kept for other systems (a directory's bind password). */
  secrets: SecretBox;
}

/**
 * Starts the workers on timers, each pass after the previous one ended; answers the stop function,
 * which waits for the passes under way.
 */
export function startWorkers(
  context: WorkerContext,
  workers: readonly Worker[],
  log: FastifyBaseLogger,
): () => Promise<void> {
  const stops = workers.map((worker) =>
    repeat(worker.everyMs, () =>
      worker
        .run(context)
        .catch((err: unknown) => log.error({ err, worker: worker.name }, 'worker pass failed')),
    ),
  );
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
