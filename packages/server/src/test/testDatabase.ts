import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../platform/db/client';
import { readPgliteImage } from './pgliteImage';
// The `pgTemplate` value it provides (its declaration), for projects that do not compile that file.
import type {} from './pgTemplate';

/** A database for one test file, dropped at the end. */
export interface TestDatabase {
  database: Database;
  /** The connection URL when on PostgreSQL (to open a second instance on it). */
  url: string | null;
  drop(): Promise<void>;
}

/**
 * With TEST_DATABASE_URL (a real PostgreSQL server started by the test script) each test file
 * gets its own fresh database there (a copy of the migrated template of pgTemplate.ts); otherwise
 * an in-memory PGlite from the migrated image of pgliteImage.ts. Migrations run either way (a
 * no-op on a migrated copy).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openPglite(null, await readPgliteImage(inject('pgliteImage')));
    return { database, url: null, drop: () => database.close() };
  }
  const name = `nrcs_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const template = inject('pgTemplate');
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
