import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_ROOT } from '../../config';

/** Runs one SQL statement and answers its rows. */
export type RowsOf = (sql: string) => Promise<unknown[]>;

/** The migrations applied to a database (Drizzle's journal table; 0 before the first start). */
export async function countMigrations(rows: RowsOf): Promise<number> {
  const [table] = (await rows(
    "SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present",
  )) as { present: boolean }[];
  if (!table?.present) return 0;
  const [count] = (await rows('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations')) as {
    n: number;
  }[];
  return count?.n ?? 0;
}

/** The migrations this server ships: a database with more was made by a newer server. */
export function knownMigrations(): number {
  const journal = JSON.parse(
    readFileSync(path.join(SERVER_ROOT, 'drizzle', 'meta', '_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  return journal.entries.length;
}
