import { z } from 'zod';

/** The archive layout this code writes and reads; a change of layout raises it. */
export const BACKUP_FORMAT_VERSION = 1;

/** Names inside the archive. */
export const ARCHIVE_ENTRIES = {
  manifest: 'manifest.json',
  /** PGlite's own data-directory image (a tar), or pg_dump's custom format. */
  pgliteImage: 'database.pglite.tar',
  pgDump: 'database.pgdump',
  /** The folder driver's files, under their storage keys. */
  files: 'files',
  /** DATA_DIR/secret.key when no SECRET_KEY is set: without it stored passwords cannot be read. */
  secretKey: 'secret.key',
} as const;

/** What an archive holds, written first so a restore can refuse before touching anything. */
export const backupManifestSchema = z.object({
  format: z.literal('newsroom-backup'),
  /** Layout version (BACKUP_FORMAT_VERSION when written). */
  formatVersion: z.number().int(),
  /** When the backup was made (ISO). */
  createdAt: z.string(),
  /** The server's version that made it. */
  serverVersion: z.string(),
  database: z.object({
    /** The engine dumped: a restore goes into the same engine. */
    engine: z.enum(['pglite', 'postgres']),
    /** Migrations applied when dumped: a server knowing fewer cannot run this database. */
    migrations: z.number().int().nonnegative(),
  }),
  files: z.discriminatedUnion('driver', [
    z.object({
      driver: z.literal('folder'),
      /** Files in the archive's `files` folder. */
      count: z.number().int().nonnegative(),
    }),
    z.object({
      /** The S3 store the files were read from. */
      driver: z.literal('s3'),
      endpoint: z.string().nullable(),
      bucket: z.string(),
      prefix: z.string(),
      /** Objects copied into the archive's `files` folder; absent when they stayed in the bucket (older archives). */
      count: z.number().int().nonnegative().optional(),
    }),
  ]),
  /** Whether the archive carries DATA_DIR/secret.key. */
  hasSecretKey: z.boolean(),
});

/** The manifest of a backup archive. */
export type BackupManifest = z.infer<typeof backupManifestSchema>;

/** Reads a manifest's JSON, refusing another format or a layout version this code does not know. */
export function parseBackupManifest(json: string): BackupManifest {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new Error('not a newsroom backup: its manifest is not JSON');
  }
  // The version first: a later layout may not match this schema at all.
  const head = z.object({ format: z.literal('newsroom-backup'), formatVersion: z.number() });
  const version = head.safeParse(raw);
  if (!version.success) throw new Error('not a newsroom backup: its manifest is not recognised');
  if (version.data.formatVersion !== BACKUP_FORMAT_VERSION)
    throw new Error(
      `backup format version ${version.data.formatVersion} is not supported (this server reads version ${BACKUP_FORMAT_VERSION})`,
    );
  const parsed = backupManifestSchema.safeParse(raw);
  if (!parsed.success) throw new Error('not a newsroom backup: its manifest is not recognised');
  return parsed.data;
}
