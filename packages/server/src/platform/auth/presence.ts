import { presenceOf, type UserPresence } from '@newsroom/domain';
import type { Executor } from '../db/client';
import { emit } from '../realtime/outbox';
import { SOCKET_PRESENCE_MS } from './sessions';
import { sessionsRepository as repo } from './sessions.repository';

/**
 * Presence (spec 1 §7 `sessions`): derived from the sessions' socket marks, which every instance
 * renews for its own sockets, so it holds across instances. Each change is written once (the
 * conditional update lets only one instance see it) and published as `presence` UPDATE.
 */
export async function refreshPresence(
  db: Executor,
  userIds: readonly number[],
  now: Date,
): Promise<void> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return;
  const since = new Date(now.getTime() - SOCKET_PRESENCE_MS);
  const flags = await repo.connectedAwayFlags(db, ids, since);
  for (const userId of ids) {
    const presence = presenceOf(flags.filter((f) => f.userId === userId).map((f) => f.away));
    await db.transaction(async (tx) => {
      if (!(await repo.setPresence(tx, userId, presence))) return;
      await emit(tx, null, {
        topic: 'sessions',
        entity: 'presence',
        action: 'UPDATE',
        id: userId,
        data: { userId, presence },
      });
    });
  }
}

/** Re-derives everyone not offline: a crashed instance's sockets stop being renewed. */
export async function sweepPresence(db: Executor, now: Date): Promise<void> {
  await refreshPresence(
    db,
    (await repo.notOffline(db)).map((row) => row.userId),
    now,
  );
}

/** Everyone online or away now. */
export async function presentUsers(db: Executor): Promise<UserPresence[]> {
  return (await repo.notOffline(db)).map((row) => ({
    userId: row.userId,
    presence: row.presence as UserPresence['presence'],
  }));
}

/** Records that a session's screens are idle (or back) and re-derives its user's presence. */
export async function setSessionAway(
  db: Executor,
  session: { sessionId: string; userId: number },
  away: boolean,
  now: Date,
): Promise<void> {
  await repo.setAway(db, session.sessionId, away);
  await refreshPresence(db, [session.userId], now);
}
