import os from 'node:os';
import {
  openPglite,
  openPostgres,
  type Database,
} from '../../packages/server/src/platform/db/client';

/**
 * What the benches that run the app in their own process (platform, rundowns, search) share: the
 * smoke switch, the database they run on and the first line of their report.
 */

/** The short run of `npm run bench:smoke`. */
export const smoke = process.env.BENCH_SMOKE === '1';
/** The PostgreSQL server to run on; without it, an in-memory PGlite. */
export const databaseUrl = process.env.BENCH_DATABASE_URL;
/** The engine the figures are for. */
export const engine = databaseUrl ? 'postgres' : 'pglite';

/** Opens the database of {@link engine}. */
export function openBenchDatabase(): Promise<Database> {
  return databaseUrl ? openPostgres(databaseUrl) : openPglite(null);
}

/** The report's first line: which bench ran, on which engine and machine. */
export function reportHeading(title: string): string {
  const cpus = os.cpus();
  return `\n${title} benchmark on ${engine} (${cpus.length} cores, ${cpus[0]?.model ?? 'cpu'})${smoke ? ' [smoke]' : ''}`;
}
