import { NodePgSession } from 'drizzle-orm/node-postgres';
import { PgliteSession } from 'drizzle-orm/pglite';
import pg from 'pg';
import { rundownsRepository } from '../../packages/server/src/areas/rundowns/rundowns.repository';

/** Whether an `openTrees` call takes its rundown's lock (`lockFirst`, its fifth argument). */
const LOCK_FIRST = (args: unknown[]) => args[4] === true;

/** How `commitWith`'s message ends: the statement, then its transaction's COMMIT. */
const COMMIT_WITH_TAIL = ';\ncommit';

/**
 * How long one request holds a rundown's lock: from the call that takes it to the end of the
 * transaction that holds it (its COMMIT answered: the transaction's own, or on PostgreSQL the
 * one a last statement carries in its message, `commitWith`). Wraps the repository's calls that
 * take a lock, the Drizzle sessions' `transaction` (both engines) and node-postgres' `query`; meant for
 * one request at a time.
 */
export function watchRundownLock(): {
  /** Runs a request; answers the ms its rundown lock was held (NaN when none was taken). */
  held(request: () => Promise<unknown>): Promise<number>;
} {
  let takenAt = NaN;
  let releasedAt = NaN;
  const repository = rundownsRepository as unknown as Record<
    'lockRundown' | 'lockAndOpenStory' | 'openTrees',
    (...args: unknown[]) => Promise<unknown>
  >;
  // `openTrees` takes the lock itself when told to (its fifth argument, `lockFirst`).
  const takes = { lockRundown: () => true, lockAndOpenStory: () => true, openTrees: LOCK_FIRST };
  for (const key of ['lockRundown', 'lockAndOpenStory', 'openTrees'] as const) {
    const call = repository[key];
    repository[key] = (...args) => {
      if (Number.isNaN(takenAt) && takes[key](args)) takenAt = performance.now();
      return call(...args);
    };
  }
  for (const session of [NodePgSession.prototype, PgliteSession.prototype]) {
    const transaction = session.transaction as (...args: unknown[]) => Promise<unknown>;
    (session as unknown as { transaction: typeof transaction }).transaction = function (
      this: unknown,
      ...args: unknown[]
    ) {
      return transaction.apply(this, args).finally(release);
    };
  }
  const release = () => {
    if (!Number.isNaN(takenAt) && Number.isNaN(releasedAt)) releasedAt = performance.now();
  };
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
    const answer = query.apply(this, args);
    const sent = args[0] as string | { text?: string } | undefined;
    const text = (typeof sent === 'string' ? sent : sent?.text) ?? '';
    if (text.endsWith(COMMIT_WITH_TAIL) && answer instanceof Promise) void answer.then(release);
    return answer;
  } as typeof pg.Client.prototype.query;
  return {
    async held(request) {
      takenAt = NaN;
      releasedAt = NaN;
      await request();
      return releasedAt - takenAt;
    },
  };
}
