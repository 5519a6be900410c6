import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { countMigrations } from './migrations';
import { runTool } from './runTool';

/** Where Debian installs each major version's programs, off PATH. */
const DEBIAN_PG_ROOT = '/usr/lib/postgresql';

/**
 * The path of a PostgreSQL client program: in PG_BIN when set, else the newest Debian major
 * (as scripts/pg-test-cluster.sh), else the name alone for PATH. pg_dump must be at least the
 * server's major version, so the newest is the one that works with most servers.
 */
export function pgProgram(name: string, env: NodeJS.ProcessEnv = process.env): string {
  if (env.PG_BIN) return path.join(env.PG_BIN, name);
  const majors = existsSync(DEBIAN_PG_ROOT)
    ? readdirSync(DEBIAN_PG_ROOT)
        .filter((entry) => /^\d+$/.test(entry))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  for (const major of majors) {
    const program = path.join(DEBIAN_PG_ROOT, major, 'bin', name);
    if (existsSync(program)) return program;
  }
  return name;
}

/** The URL for a program's --dbname with its password moved to PGPASSWORD, out of `ps`. */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : process.env,
  };
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** Dumps the database in pg_dump's custom format; safe while the servers run (one snapshot). */
export async function dumpPostgres(url: string, file: string): Promise<{ migrations: number }> {
  const migrations = await withClient(url, (client) =>
    countMigrations(async (sql) => (await client.query(sql)).rows),
  );
  const { dbname, env } = connection(url);
  await runTool(
    pgProgram('pg_dump'),
    ['--format=custom', `--file=${file}`, `--dbname=${dbname}`],
    env,
  );
  return { migrations };
}

/**
 * Restores a custom-format dump in one transaction. A database holding tables is refused, or with
 * `force` emptied first (its `public` and `drizzle` schemas dropped).
 */
export async function restorePostgres(url: string, file: string, force: boolean): Promise<void> {
  await withClient(url, async (client) => {
    const { rows } = await client.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname IN ('public', 'drizzle')",
    );
    if ((rows[0]?.n ?? 0) === 0) return;
    if (!force)
      throw new Error('the database already holds tables: restore with --force to replace them');
    await client.query(
      'DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public',
    );
  });
  const { dbname, env } = connection(url);
  await runTool(
    pgProgram('pg_restore'),
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${dbname}`,
      file,
    ],
    env,
  );
}
