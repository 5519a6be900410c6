import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { isNotNull, sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app';
import { assignmentKind } from '../../areas/assignments/assignments.kind';
import { contactKind } from '../../areas/contacts/contacts.kind';
import { appAreas } from '../../areas/manifests';
import { newsReportKind } from '../../areas/newsReports/newsReports.kind';
import { postKind } from '../../areas/posts/posts.kind';
import { productionKind } from '../../areas/productions/productions.kind';
import { reportKind } from '../../areas/reports/reports.kind';
import { storyKind } from '../../areas/stories/story.kind';
import { loadConfig } from '../../config';
import { bootstrap } from '../../demo/bootstrap';
import { DEMO_ADMIN_PASSWORD } from '../../demo/demoTestkit';
import { readPgliteImage } from '../../test/pgliteImage';
import { loginCookie } from '../../test/testApp';
import { openPglite, openPostgres, type Database } from '../db/client';
import { chatMessages } from '../db/schema';
import { startS3Server, type TestS3Server } from '../../test/s3Server';
import { storageFor } from '../storage/storageFor';
import { createBackup, pgliteFolder, type BackupConfig } from './backup';
import { restoreBackup } from './restore';

const KINDS = [
  storyKind,
  assignmentKind,
  newsReportKind,
  productionKind,
  contactKind,
  postKind,
  reportKind,
];
const NOW = new Date('2026-03-10T12:00:00Z');
const adminUrl = process.env.TEST_DATABASE_URL;
/** Each step dumps or loads a whole database (about 60 MB as a PGlite image): room on a busy machine. */
const SLOW_MS = 120_000;

/**
 * One installation on the engine the suite runs on: a data folder (PGlite, files, key file) and,
 * on PostgreSQL, a database of its own, created empty.
 */
interface Installation {
  config: BackupConfig & ReturnType<typeof loadConfig>;
  open(image?: Blob): Promise<Database>;
  drop(): Promise<void>;
}

async function installation(env: Record<string, string> = {}): Promise<Installation> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nrcs-backup-test-'));
  let databaseUrl: string | null = null;
  const name = `nrcs_backup_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  if (adminUrl) {
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', ...env }),
    databaseUrl,
  };
  return {
    config,
    open: (image) =>
      databaseUrl ? openPostgres(databaseUrl) : openPglite(pgliteFolder(config), image),
    async drop() {
      if (adminUrl) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Rows in every table of the app: equal counts mean nothing was left out. */
async function rowCounts(database: Database): Promise<Record<string, number>> {
  const tables = await rowsOf<{ name: string }>(
    database,
    sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await rowsOf<{ n: number }>(
      database,
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(name)}`,
    );
    counts[name] = row!.n;
  }
  return counts;
}

/** The rows of a raw query (both drivers answer `{ rows }`). */
async function rowsOf<T>(database: Database, query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** What the app answers for the first and last document of every kind, read as the administrator. */
async function readDocuments(installation: Installation, database: Database) {
  const app = await buildApp({
    config: installation.config,
    database,
    areas: appAreas(),
    clock: () => NOW,
    version: '9.9.9-test',
  });
  try {
    const cookie = await loginCookie(app, 'admin', DEMO_ADMIN_PASSWORD);
    const documents: Record<string, unknown> = {};
    for (const kind of KINDS) {
      const ids = await rowsOf<{ id: string }>(
        database,
        sql`SELECT id::text AS id FROM ${kind.table} ORDER BY id`,
      );
      expect(ids.length, kind.path).toBeGreaterThan(0);
      for (const { id } of [ids[0]!, ids.at(-1)!]) {
        const answer = await app.inject({ url: `/api${kind.path}/${id}`, headers: { cookie } });
        expect(answer.statusCode, `${kind.path}/${id}: ${answer.body}`).toBe(200);
        documents[`${kind.path}/${id}`] = answer.json();
      }
    }
    const search = await app.inject({
      url: '/api/search?q=falta%20de%20agua&mode=PHRASE',
      headers: { cookie },
    });
    expect(search.statusCode, search.body).toBe(200);
    return { documents, search: search.json<{ data: { id: string; title: string }[] }>().data };
  } finally {
    await app.close();
  }
}

/** The demo chat's stored file: its key and bytes. */
async function storedFile(installation: Installation, database: Database) {
  const [message] = await database.db
    .select({ file: chatMessages.file })
    .from(chatMessages)
    .where(isNotNull(chatMessages.file));
  const key = message!.file!.key;
  return { key, bytes: await buffer(await storageFor(installation.config).get(key)) };
}

describe(`backup and restore (${adminUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  let source: Installation;
  let target: Installation;
  let archive: string;
  let before: {
    counts: Record<string, number>;
    read: Awaited<ReturnType<typeof readDocuments>>;
    file: Awaited<ReturnType<typeof storedFile>>;
  };

  beforeAll(async () => {
    source = await installation();
    target = await installation();
    archive = path.join(
      source.config.dataDir,
      '..',
      `${path.basename(source.config.dataDir)}.tar.gz`,
    );
    const database = await source.open(await readPgliteImage(inject('pgliteImage')));
    try {
      await bootstrap(database, {
        search: appAreas().search,
        adminPassword: DEMO_ADMIN_PASSWORD,
        demoData: true,
        now: NOW,
        storage: storageFor(source.config),
      });
      const read = await readDocuments(source, database);
      before = {
        read,
        file: await storedFile(source, database),
        counts: await rowCounts(database),
      };
    } finally {
      await database.close();
    }
  }, SLOW_MS);

  afterAll(async () => {
    await rm(archive, { force: true });
    await source?.drop();
    await target?.drop();
  });

  it(
    'restores every document, the stored file and the search index into a new installation',
    async () => {
      const manifest = await createBackup(source.config, archive, {
        now: NOW,
        serverVersion: '9.9.9-test',
      });
      expect(manifest).toMatchObject({
        database: { engine: adminUrl ? 'postgres' : 'pglite' },
        files: { driver: 'folder', count: 1 },
        hasSecretKey: true,
      });

      const summary = await restoreBackup(target.config, archive, { force: false });
      expect(summary.filesRestored).toBe(1);

      const database = await target.open();
      try {
        expect(await rowCounts(database)).toEqual(before.counts);
        const file = await storedFile(target, database);
        expect(file.key).toBe(before.file.key);
        expect(file.bytes.equals(before.file.bytes)).toBe(true);
        const read = await readDocuments(target, database);
        expect(read.documents).toEqual(before.read.documents);
        expect(read.search.length).toBeGreaterThan(0);
        expect(read.search).toEqual(before.read.search);
      } finally {
        await database.close();
      }
    },
    SLOW_MS,
  );

  it(
    'refuses to restore over a database that is not empty, and replaces it when forced',
    async () => {
      await rm(target.config.filesDir, { recursive: true, force: true });
      await expect(restoreBackup(target.config, archive, { force: false })).rejects.toThrow(
        /database .* --force/,
      );

      await restoreBackup(target.config, archive, { force: true });
      const database = await target.open();
      try {
        expect(await rowCounts(database)).toEqual(before.counts);
      } finally {
        await database.close();
      }
    },
    SLOW_MS,
  );
});

describe(`backup and restore with the files on an S3 store (${adminUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  const KEYS = ['2026/03/10/0f3c6a2e-files-a', '2026/03/10/7d1b9e44-files-b'];
  let s3: TestS3Server;
  let source: Installation;
  let archive: string;

  beforeAll(async () => {
    s3 = await startS3Server(['newsroom-files', 'restored-files']);
    source = await installation(s3.env('newsroom-files', 'files'));
    archive = `${source.config.dataDir}.tar.gz`;
    // An empty, migrated database is enough: the files are what this is about.
    await (await source.open(await readPgliteImage(inject('pgliteImage')))).close();
    const storage = storageFor(source.config);
    for (const key of KEYS) await storage.put(key, Readable.from([`bytes of ${key}`]));
  }, SLOW_MS);

  afterAll(async () => {
    await rm(archive, { force: true });
    await source?.drop();
    await s3?.close();
  });

  it(
    "archives the bucket's objects and restores them into another bucket or a files folder",
    async () => {
      const manifest = await createBackup(source.config, archive, {
        now: NOW,
        serverVersion: '9.9.9-test',
      });
      expect(manifest.files).toEqual({
        driver: 's3',
        endpoint: source.config.s3!.endpoint,
        bucket: 'newsroom-files',
        prefix: 'files',
        count: KEYS.length,
      });

      // The bucket lost, restored into another; then into an installation without S3.
      for (const target of [
        await installation(s3.env('restored-files', 'files')),
        await installation(),
      ]) {
        try {
          const summary = await restoreBackup(target.config, archive, { force: false });
          expect(summary).toMatchObject({ filesRestored: KEYS.length, notes: [] });
          const storage = storageFor(target.config);
          for (const key of KEYS)
            expect(await text(await storage.get(key))).toBe(`bytes of ${key}`);
        } finally {
          await target.drop();
        }
      }
    },
    SLOW_MS,
  );
});
