import { createWriteStream, existsSync, openAsBlob } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { countMigrations } from './migrations';

const EXTENSIONS = { pg_trgm, unaccent };

/**
 * PGlite is one process's database: a second process opening the same folder is not refused and
 * would corrupt it. PGlite writes postmaster.pid while open and removes it on a clean close.
 */
function assertStopped(dir: string): void {
  if (existsSync(path.join(dir, 'postmaster.pid')))
    throw new Error(
      `the PGlite database in ${dir} is open (postmaster.pid): stop the server first. ` +
        'After a crash, start and stop the server once.',
    );
}

/** Whether a PGlite database lives in the folder. */
export function hasPgliteDatabase(dir: string): boolean {
  return existsSync(path.join(dir, 'PG_VERSION'));
}

/** Writes PGlite's own image of its data folder (a tar) to `file`; the server must be stopped. */
export async function dumpPglite(dir: string, file: string): Promise<{ migrations: number }> {
  assertStopped(dir);
  if (!hasPgliteDatabase(dir)) throw new Error(`no PGlite database in ${dir}`);
  const client = await PGlite.create({ dataDir: dir, extensions: EXTENSIONS });
  try {
    const migrations = await countMigrations(async (sql) => (await client.query(sql)).rows);
    const image = await client.dumpDataDir('none');
    await pipeline(
      Readable.fromWeb(image.stream() as WebReadableStream<Uint8Array>),
      createWriteStream(file),
    );
    return { migrations };
  } finally {
    await client.close();
  }
}

/**
 * Makes `dir` the database of the image in `file`. It is loaded beside `dir` first, so a failed
 * load leaves the old database as it was; an existing one is replaced only with `force`.
 */
export async function restorePglite(dir: string, file: string, force: boolean): Promise<void> {
  assertStopped(dir);
  if (hasPgliteDatabase(dir) && !force)
    throw new Error(`a database already exists in ${dir}: restore with --force to replace it`);
  const incoming = `${dir}.restoring`;
  await rm(incoming, { recursive: true, force: true });
  try {
    const client = await PGlite.create({
      dataDir: incoming,
      loadDataDir: await openAsBlob(file),
      extensions: EXTENSIONS,
    });
    await client.close();
  } catch (error) {
    await rm(incoming, { recursive: true, force: true });
    throw error;
  }
  await rm(dir, { recursive: true, force: true });
  await rename(incoming, dir);
}
