import { createHash, randomBytes } from 'node:crypto';
import { rolesOf, type Locale } from '@newsroom/domain';
import type { Database, Executor } from '../db/client';
import { emit } from '../realtime/outbox';
import type { Actor } from './actor';
import type { CachedSession, SessionCache } from './sessionCache';
import { sessionsRepository as repo } from './sessions.repository';

/** Name of the session cookie. */
export const SESSION_COOKIE = 'nrcs_session';
/** Last-seen is written at most this often, so reads stay reads. */
const TOUCH_EVERY_MS = 60_000;

/** Timeouts of sessions. */
export interface SessionPolicy {
  idleMs: number;
  maxMs: number;
}

/** The stored id of a cookie token: its SHA-256, so a database leak yields no usable cookie. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Who a session belongs to, as events about it show. */
interface SessionOwner {
  id: number;
  nickname: string;
  name: string;
}

/**
 * Opens a session for a user inside the login transaction. The token (≥128 bits of
 * randomness) goes to the cookie; only its hash is stored.
 */
export async function openSession(
  tx: Executor,
  user: SessionOwner,
  meta: { ip: string; userAgent: string },
  policy: SessionPolicy,
  now: Date,
): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const sessionId = sessionIdOf(token);
  const expiresAt = new Date(now.getTime() + policy.maxMs);
  await repo.insert(tx, {
    id: sessionId,
    userId: user.id,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    ip: meta.ip.slice(0, 64),
    userAgent: meta.userAgent.slice(0, 400),
  });
  await repo.setOnline(tx, user.id, true);
  await emit(tx, sessionId, {
    topic: 'sessions',
    action: 'LOGGED_IN',
    entity: 'session',
    id: user.id,
    data: { userId: user.id, nickname: user.nickname, name: user.name, online: true },
  });
  return { token, sessionId, expiresAt };
}

/**
 * Ends sessions (logout, kick-out, exclusion, password change, expiry). Their sockets are
 * closed with 1008 on every instance once the transaction commits.
 */
export async function endSessions(
  tx: Executor,
  sessionIds: string[],
  originSession: string | null,
): Promise<void> {
  const ended = await repo.deleteByIds(tx, sessionIds);
  const byUser = new Map<number, string[]>();
  for (const s of ended) byUser.set(s.userId, [...(byUser.get(s.userId) ?? []), s.id]);
  for (const [userId, ids] of byUser) {
    const online = (await repo.countOfUser(tx, userId)) > 0;
    if (!online) await repo.setOnline(tx, userId, false);
    await emit(tx, originSession, {
      topic: 'sessions',
      action: 'LOGGED_OUT',
      entity: 'session',
      id: userId,
      data: { userId, online },
      audience: { closeSessionIds: ids },
    });
  }
}

/** Ends every session of a user. */
export async function endSessionsOfUser(
  tx: Executor,
  userId: number,
  originSession: string | null,
): Promise<void> {
  await endSessions(tx, await repo.idsOfUser(tx, userId), originSession);
}

/**
 * The actor behind a cookie token, or null when the session is unknown, ended, past its
 * absolute end, idle too long, or its user was excluded. An expired session is ended. With a
 * cache, a session resolved lately costs no database round trip (see `SessionCache`).
 */
export async function resolveSession(
  database: Database,
  token: string,
  meta: { ip: string; locale: Locale },
  policy: SessionPolicy,
  now: Date,
  cache?: SessionCache,
): Promise<Actor | null> {
  const sessionId = sessionIdOf(token);
  const db = database.db;
  const nowMs = now.getTime();
  const cached = cache?.get(sessionId, nowMs);
  // An entry that looks expired is checked against the database: another instance may have seen it later.
  if (cached && isLive(cached, policy, nowMs)) {
    if (nowMs - cached.lastSeenAtMs >= TOUCH_EVERY_MS) {
      await repo.touch(db, sessionId, now);
      cached.lastSeenAtMs = nowMs;
    }
    return { ...cached.actor, ip: meta.ip, locale: meta.locale };
  }
  const mark = cache?.mark() ?? 0;
  const row = await repo.findWithUser(db, sessionId);
  if (!row) return null;
  const { session, user } = row;
  const entry: CachedSession = {
    actor: {
      userId: user.id,
      nickname: user.nickname,
      name: user.name,
      isRoot: user.isRoot,
      roles: rolesOf(user.permissions, user.isRoot),
      groupIds: row.groupIds.map(Number),
      sessionId,
    },
    user: {
      id: user.id,
      name: user.name,
      nickname: user.nickname,
      email: user.email,
      isRoot: user.isRoot,
      permissions: user.permissions,
      expirationDays: user.expirationDays,
    },
    expiresAtMs: session.expiresAt.getTime(),
    lastSeenAtMs: session.lastSeenAt.getTime(),
    cachedAtMs: nowMs,
  };
  if (user.excluded || !isLive(entry, policy, nowMs)) {
    await db.transaction((tx) => endSessions(tx, [sessionId], null));
    return null;
  }
  if (nowMs - entry.lastSeenAtMs >= TOUCH_EVERY_MS) {
    await repo.touch(db, sessionId, now);
    entry.lastSeenAtMs = nowMs;
  }
  cache?.set(sessionId, entry, mark);
  return { ...entry.actor, ip: meta.ip, locale: meta.locale };
}

/** Whether a session is before its absolute end and not idle too long at `nowMs`. */
function isLive(entry: CachedSession, policy: SessionPolicy, nowMs: number): boolean {
  return entry.expiresAtMs > nowMs && entry.lastSeenAtMs + policy.idleMs > nowMs;
}

/** Ends every session past its absolute end or idle timeout; returns how many ended. */
export async function sweepExpiredSessions(
  database: Database,
  policy: SessionPolicy,
  now: Date,
): Promise<number> {
  const ids = await repo.expiredIds(database.db, now, policy.idleMs);
  if (ids.length > 0) await database.db.transaction((tx) => endSessions(tx, ids, null));
  return ids.length;
}

/** Of these session ids, the ones that no longer exist. */
export async function missingSessions(database: Database, sessionIds: string[]): Promise<string[]> {
  const missing: string[] = [];
  for (const id of sessionIds) if (!(await repo.findWithUser(database.db, id))) missing.push(id);
  return missing;
}

/**
 * How long an open socket vouches for its session: the sockets' check renews it every 30 s, so
 * three missed checks (an instance gone without closing its sockets) end it.
 */
export const SOCKET_PRESENCE_MS = 90_000;

/** Records that these sessions have open sockets now (on connect and at every sockets' check). */
export async function markSocketsSeen(
  database: Database,
  sessionIds: string[],
  now: Date,
): Promise<void> {
  await repo.markSocketsSeen(database.db, sessionIds, now);
}

/** Records that a session's last socket on this instance closed. */
export async function clearSocketSeen(database: Database, sessionId: string): Promise<void> {
  await repo.clearSocketSeen(database.db, sessionId);
}

/** Whether some screen of the session is connected now (an open socket on any instance). */
export function isSessionConnected(db: Executor, sessionId: string, now: Date): Promise<boolean> {
  return repo.hadSocketSince(db, sessionId, new Date(now.getTime() - SOCKET_PRESENCE_MS));
}
