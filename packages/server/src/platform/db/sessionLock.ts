import pg from 'pg';

/**
 * A session-level advisory lock on a PostgreSQL connection of its own (Database.tryLock). The
 * lock lives as long as the session, so its holder must learn when the session may be gone: the
 * connection is pinged every PING_MS, and a ping unanswered within PING_TIMEOUT_MS, an error or
 * the end of the connection ends it and calls `onLost`. The session asks the server to probe an
 * idle client's socket often, so the server also drops a vanished holder's lock within seconds
 * (not the system's two-hour TCP keepalive default) and another instance may take it.
 */

/** How often the holder checks that its session answers. */
const PING_MS = 2_000;
/** A ping slower than this counts as a lost session. */
const PING_TIMEOUT_MS = 3_000;
/** The server's TCP keepalive on the session: idle seconds, interval seconds, probes. */
const SERVER_KEEPALIVE = { idle: 5, interval: 2, count: 3 };

/** A lock this process holds until `release`. */
export interface SessionLock {
  release(): Promise<void>;
}

/** An advisory-lock key: one bigint, or a class and an id (a separate key space). */
export type LockKey = number | readonly [number, number];

/** Takes the lock, or answers null when another session holds it. */
export async function trySessionLock(
  url: string,
  key: LockKey,
  onLost: () => void,
): Promise<SessionLock | null> {
  const holder = new pg.Client({
    connectionString: url,
    keepAlive: true,
    keepAliveInitialDelayMillis: SERVER_KEEPALIVE.idle * 1000,
    query_timeout: PING_TIMEOUT_MS,
  });
  const end = () => holder.end().catch(() => undefined);
  holder.on('error', () => void end());
  try {
    await holder.connect();
    await holder.query(`SET tcp_keepalives_idle = ${SERVER_KEEPALIVE.idle}`);
    await holder.query(`SET tcp_keepalives_interval = ${SERVER_KEEPALIVE.interval}`);
    await holder.query(`SET tcp_keepalives_count = ${SERVER_KEEPALIVE.count}`);
    const result = await holder.query<{ ok: boolean }>(
      typeof key === 'number'
        ? 'SELECT pg_try_advisory_lock($1) AS ok'
        : 'SELECT pg_try_advisory_lock($1, $2) AS ok',
      typeof key === 'number' ? [key] : [...key],
    );
    if (!result.rows[0]?.ok) {
      await end();
      return null;
    }
  } catch (err) {
    await end();
    throw err;
  }
  let released = false;
  const ping = setInterval(() => {
    holder.query('SELECT 1').catch(() => void end());
  }, PING_MS);
  ping.unref();
  holder.once('end', () => {
    clearInterval(ping);
    if (!released) onLost();
  });
  return {
    async release() {
      released = true;
      clearInterval(ping);
      await end();
    },
  };
}
