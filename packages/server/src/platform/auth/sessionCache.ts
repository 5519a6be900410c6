import type { users } from '../db/schema';
import type { Actor } from './actor';

/** What the caller's own profile (`GET /api/users/me`) shows of their user: never the password hash. */
export type SessionUser = Pick<
  typeof users.$inferSelect,
  'id' | 'name' | 'nickname' | 'email' | 'isRoot' | 'permissions' | 'expirationDays'
>;

/** A resolved session as this instance remembers it. */
export interface CachedSession {
  /** The actor, less what each request brings (its address and language). */
  actor: Omit<Actor, 'ip' | 'locale'>;
  /** The user as read with the session: the same events make both stale. */
  user: SessionUser;
  expiresAtMs: number;
  /** Last-seen as this instance last read or wrote it (another instance may have moved it on). */
  lastSeenAtMs: number;
  cachedAtMs: number;
}

/** What the cache needs to know of an event: the outbox's and the hub's events both fit. */
export interface SessionChange {
  topic: string;
  entity: string;
  action: string;
  id?: string | number | null;
  data?: unknown;
}

/** How long an entry is trusted without an event, and how many are kept. */
export interface SessionCacheLimits {
  ttlMs: number;
  maxEntries: number;
}

/**
 * Every API call resolves its session; reading it from the database each time made the session
 * query the hottest one of the server. Each instance keeps the sessions it resolved, keyed by the
 * session id (the token's hash), and drops them on the events that change what they hold: a
 * session ended (`sessions` LOGGED_OUT: logout, kick-out, password change, exclusion, expiry), a
 * user changed (`users`: permissions, root flag, names, exclusion, LDAP disabling) or a group's
 * members changed (`groups`: everything goes). The app hands it the events of its own
 * transactions as they commit, and the hub those of every instance; the TTL bounds what a change
 * made without an event (a hand-written SQL update) can leave behind.
 *
 * Pitfall: a read that started before a change commits may finish after it was forgotten; the
 * generation taken before the read makes `set` refuse such a result.
 */
export class SessionCache {
  /** In least-recently-used order: a hit moves its entry to the end. */
  private readonly entries = new Map<string, CachedSession>();
  private generation = 0;

  constructor(private readonly limits: SessionCacheLimits) {}

  /** The entry of a session if it is younger than the TTL. */
  get(sessionId: string, nowMs: number): CachedSession | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    this.entries.delete(sessionId);
    if (nowMs - entry.cachedAtMs >= this.limits.ttlMs) return undefined;
    this.entries.set(sessionId, entry);
    return entry;
  }

  /** Taken before reading a session from the database; `set` refuses the read if a change came in between. */
  mark(): number {
    return this.generation;
  }

  /** Remembers a session read from the database after `mark`, evicting the least recently used. */
  set(sessionId: string, entry: CachedSession, mark: number): void {
    if (mark !== this.generation) return;
    this.entries.delete(sessionId);
    if (this.entries.size >= this.limits.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(sessionId, entry);
  }

  /** Drops what committed events make stale. */
  changed(events: readonly SessionChange[]): void {
    for (const event of events) {
      if (event.topic === 'groups') this.forgetAll();
      else if (event.topic === 'users' && event.entity === 'user') this.forgetUser(event.id);
      else if (event.topic === 'sessions' && event.action === 'LOGGED_OUT')
        this.forgetUser((event.data as { userId?: number } | undefined)?.userId);
    }
  }

  /** Drops everything (a group's members changed). */
  private forgetAll(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /** How many sessions are kept (for the metrics). */
  get size(): number {
    return this.entries.size;
  }

  private forgetUser(userId: string | number | null | undefined): void {
    this.generation += 1;
    if (userId === null || userId === undefined) return;
    for (const [sessionId, entry] of this.entries)
      if (String(entry.actor.userId) === String(userId)) this.entries.delete(sessionId);
  }
}
