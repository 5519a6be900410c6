import { NodePgSession } from 'drizzle-orm/node-postgres';
import { PgliteSession } from 'drizzle-orm/pglite';
import { rundownsRepository } from '../../packages/server/src/areas/rundowns/rundowns.repository';

/**
 * How long one request holds a rundown's lock: from the call that takes it to the end of the
 * transaction that holds it (its COMMIT answered). Wraps the repository's two lock calls and the
 * Drizzle sessions' `transaction` (both engines); meant for one request at a time.
 */
export function watchRundownLock(): {
  /** Runs a request; answers the ms its rundown lock was held (NaN when none was taken). */
  held(request: () => Promise<unknown>): Promise<number>;
} {
  let takenAt = NaN;
  let releasedAt = NaN;
  const repository = rundownsRepository as unknown as Record<
    'lockRundown' | 'lockStoryRundown',
    (...args: unknown[]) => Promise<unknown>
  >;
  for (const key of ['lockRundown', 'lockStoryRundown'] as const) {
    const take = repository[key];
    repository[key] = (...args) => {
      if (Number.isNaN(takenAt)) takenAt = performance.now();
      return take(...args);
    };
  }
  for (const session of [NodePgSession.prototype, PgliteSession.prototype]) {
    const transaction = session.transaction as (...args: unknown[]) => Promise<unknown>;
    (session as unknown as { transaction: typeof transaction }).transaction = function (
      this: unknown,
      ...args: unknown[]
    ) {
      return transaction.apply(this, args).finally(() => {
        if (!Number.isNaN(takenAt) && Number.isNaN(releasedAt)) releasedAt = performance.now();
      });
    };
  }
  return {
    async held(request) {
      takenAt = NaN;
      releasedAt = NaN;
      await request();
      return releasedAt - takenAt;
    },
  };
}
