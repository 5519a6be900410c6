import { sql } from 'drizzle-orm';
import type { Worker } from '../jobs/workers';
import type { Database } from './client';

/**
 * PGlite runs PostgreSQL in single-user mode: no autovacuum, and its table statistics are never
 * flushed, so nothing would vacuum or analyze the embedded database. Its dead rows pile up —
 * a story move renumbers its block, leaving an index entry behind for each story — and the
 * statements under a rundown's lock slow down with them (issue 27: 300-story rundown, real moves
 * 3.2–3.8 ms vacuumed, 5.3–6.2 ms after a few hundred). This worker does autovacuum's part there;
 * on PostgreSQL autovacuum does it and the worker does nothing.
 */

/** How often the embedded database is vacuumed (autovacuum wakes every minute as well). */
export const UPKEEP_EVERY_MS = 60_000;
/** Every how many passes the tables are analyzed too (planner statistics). */
export const ANALYZE_EVERY_PASSES = 10;

/**
 * Vacuums every table of the database, and analyzes them with `analyze`: one statement per table,
 * so requests waiting for PGlite's one connection run between them. Only what changed since the
 * last vacuum is read again (the visibility map), so a pass a minute stays short.
 */
export async function upkeep(database: Database, analyze: boolean): Promise<void> {
  const { rows } = (await database.db.execute(sql`
    SELECT quote_ident(schemaname) || '.' || quote_ident(relname) AS name
    FROM pg_stat_user_tables ORDER BY relname`)) as unknown as { rows: { name: string }[] };
  const options = analyze ? '(ANALYZE) ' : '';
  for (const { name } of rows) await database.db.execute(sql.raw(`VACUUM ${options}${name}`));
}

/** The worker that keeps the embedded database vacuumed (see `upkeep`); idle on PostgreSQL. */
export function databaseUpkeepWorker(): Worker {
  let passes = 0;
  return {
    name: 'database.upkeep',
    everyMs: UPKEEP_EVERY_MS,
    async run({ database }) {
      if (database.kind !== 'pglite') return;
      await upkeep(database, passes++ % ANALYZE_EVERY_PASSES === 0);
    },
  };
}
