import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { SERVER_ROOT } from '../../config';
import { IdleAwareClient } from './idleAwareClient';
import { withStatementCache } from './pgliteStatements';
import { trySessionLock, type LockKey, type SessionLock } from './sessionLock';

/**
 * The Drizzle database, whichever engine is behind it. Without Drizzle's relational query API:
 * given the schema, Drizzle builds a query builder per table for every transaction it opens.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction handle. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything that runs queries: the database or a transaction. */
export type Executor = Db | Tx;

/** An open database: Drizzle plus LISTEN support and shutdown. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Subscribes to a NOTIFY channel; resolves to an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Takes a session-level advisory lock on a connection of its own, held until released or until
   * that connection drops (then `onLost` is called); null when another session holds it.
   */
  tryLock(key: LockKey, onLost: () => void): Promise<HeldLock | null>;
  close(): Promise<void>;
}

/** A session-level advisory lock this instance holds (see Database.tryLock). */
export type HeldLock = SessionLock;
export type { LockKey };

const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, 'drizzle');
/** Advisory-lock key serialising migrations when several instances start together. */
const MIGRATION_LOCK_KEY = 727_274_001;

/**
 * The planner's cost of a page read out of order, on PGlite: its pages are all in memory, so one
 * costs what a page read in order does (PostgreSQL's 4 assumes a disk). With 4, once analyzed
 * (see upkeep.ts), it scanned the whole stories table once per block of a rundown instead of
 * reading each block's stories by index (a tree mutation's stamps, 0.5 → 0.9 ms).
 */
export const PGLITE_RANDOM_PAGE_COST = 1.1;

/**
 * Opens PGlite in `dataDir` (or in memory when null) and applies migrations. `image` starts it
 * from a dumped data directory (tests start every file from one already migrated).
 */
export async function openPglite(dataDir: string | null, image?: Blob): Promise<Database> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(image ? { loadDataDir: image } : {}),
    extensions: { pg_trgm, unaccent },
  });
  // PGlite has one session: a setting made here holds for every statement.
  await client.exec(`SET random_page_cost = ${PGLITE_RANDOM_PAGE_COST}`);
  const db = drizzlePglite(withStatementCache(client)) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db,
    kind: 'pglite',
    async listen(channel, onPayload) {
      const unsubscribe = await client.listen(channel, onPayload);
      return unsubscribe;
    },
    // One process owns a PGlite database: it always holds every lock.
    tryLock: async () => ({ release: async () => undefined }),
    close: () => client.close(),
  };
}

/** A migrated, empty in-memory PGlite as a data-directory image for `openPglite`. */
export async function migratedPgliteImage(): Promise<Blob> {
  const client = await PGlite.create({ extensions: { pg_trgm, unaccent } });
  try {
    await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/** Connects to a PostgreSQL server and applies migrations under an advisory lock. */
export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 20, Client: IdleAwareClient });
  pool.on('error', () => undefined); // an idle client's error must not crash the process
  const lockClient = await pool.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(lockClient), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await lockClient
      .query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
      .catch(() => undefined);
    lockClient.release();
  }
  const db = drizzlePg(pool) as unknown as Db;
  const listeners: pg.Client[] = [];
  const locks = new Set<SessionLock>();
  return {
    db,
    kind: 'postgres',
    async listen(channel, onPayload) {
      // LISTEN needs one dedicated connection for as long as we listen.
      const listener = new pg.Client({ connectionString: url });
      listener.on('error', () => undefined);
      await listener.connect();
      listener.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined)
          onPayload(message.payload);
      });
      await listener.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      listeners.push(listener);
      return async () => {
        await listener.end().catch(() => undefined);
      };
    },
    async tryLock(key, onLost) {
      const lock = await trySessionLock(url, key, onLost);
      if (!lock) return null;
      locks.add(lock);
      return {
        async release() {
          locks.delete(lock);
          await lock.release();
        },
      };
    },
    async close() {
      await Promise.all([
        ...listeners.map((l) => l.end().catch(() => undefined)),
        ...[...locks].map((lock) => lock.release()),
      ]);
      await pool.end();
    },
  };
}

/** Opens the configured database: PostgreSQL when a URL is given, PGlite otherwise. */
export function openDatabase(options: {
  databaseUrl: string | null;
  dataDir: string;
}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(path.join(options.dataDir, 'pglite'));
}
