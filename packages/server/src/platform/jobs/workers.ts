import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
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

/** Starts the workers on timers, each pass after the previous one ended; returns a stop function. */
export function startWorkers(
  context: WorkerContext,
  workers: readonly Worker[],
  log: FastifyBaseLogger,
): () => void {
  const timers = workers.map((worker) => {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      worker
        .run(context)
        .catch((err: unknown) => log.error({ err, worker: worker.name }, 'worker pass failed'))
        .finally(() => {
          running = false;
        });
    }, worker.everyMs);
    timer.unref();
    return timer;
  });
  return () => timers.forEach(clearInterval);
}
