import { lt } from 'drizzle-orm';
import type { AreaRegistry } from '../areas/manifest';
import type { SessionPolicy } from '../auth/sessions';
import { sweepPresence } from '../auth/presence';
import { endSessions } from '../auth/sessions';
import { sessionsRepository } from '../auth/sessions.repository';
import { outbox } from '../db/schema';
import { expireLocks } from '../documents/locks';
import { retentionJob } from './retention';
import type { Job } from './scheduler';

/** How long delivered events stay in the outbox (for reconnect resync and debugging). */
const OUTBOX_KEEP_MS = 24 * 60 * 60 * 1000;

/** Periodic work: expired sessions, lapsed locks, old outbox rows, retention, the areas' jobs. */
export function platformJobs(policy: SessionPolicy, areas: AreaRegistry): Job[] {
  return [
    {
      name: 'sessions.expire',
      everyMs: 60_000,
      async run(tx, now) {
        await endSessions(tx, await sessionsRepository.expiredIds(tx, now, policy.idleMs), null);
      },
    },
    {
      name: 'presence.sweep',
      everyMs: 30_000,
      run: (tx, now) => sweepPresence(tx, now),
    },
    {
      name: 'locks.expire',
      everyMs: 30_000,
      async run(tx, now) {
        await expireLocks(tx, now);
      },
    },
    {
      name: 'outbox.purge',
      everyMs: 60 * 60_000,
      async run(tx, now) {
        await tx
          .delete(outbox)
          .where(lt(outbox.createdAt, new Date(now.getTime() - OUTBOX_KEEP_MS)));
      },
    },
    retentionJob(areas),
    ...areas.jobs,
  ];
}
