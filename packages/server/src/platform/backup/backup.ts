import { copyFile, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';
import { writeArchive } from './archive';
import { ARCHIVE_ENTRIES, BACKUP_FORMAT_VERSION, type BackupManifest } from './backupManifest';
import { dumpPostgres } from './pgDump';
import { dumpPglite } from './pgliteDump';
import { copyS3Files, folderKeys } from './storedFiles';

/** The settings a backup and a restore read: where the database, the files and the key are. */
export type BackupConfig = Pick<
  Config,
  'dataDir' | 'filesDir' | 's3' | 'databaseUrl' | 'secretKey'
>;

/** The embedded database's folder inside DATA_DIR (as `openDatabase`). */
export function pgliteFolder(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'pglite');
}

/** DATA_DIR's key file, used when SECRET_KEY is not set. */
export function secretKeyFile(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'secret.key');
}

/**
 * Writes one archive with the database, the stored files (the folder's, or the S3 store's objects
 * under its prefix) and the key file. The database is dumped before the files are read: an
 * upload's bytes are stored before its row commits, so every file a dumped row names is there.
 */
export async function createBackup(
  config: BackupConfig,
  archive: string,
  made: { now: Date; serverVersion: string },
): Promise<BackupManifest> {
  const target = path.resolve(archive);
  // Staged beside the archive: on the disk the operator chose for it, not a small /tmp.
  const staging = await mkdtemp(path.join(path.dirname(target), '.newsroom-backup-'));
  try {
    const entries: string[] = [ARCHIVE_ENTRIES.manifest];
    let database: BackupManifest['database'];
    if (config.databaseUrl) {
      const dumped = await dumpPostgres(
        config.databaseUrl,
        path.join(staging, ARCHIVE_ENTRIES.pgDump),
      );
      database = { engine: 'postgres', ...dumped };
      entries.push(ARCHIVE_ENTRIES.pgDump);
    } else {
      const image = path.join(staging, ARCHIVE_ENTRIES.pgliteImage);
      database = { engine: 'pglite', ...(await dumpPglite(pgliteFolder(config), image)) };
      entries.push(ARCHIVE_ENTRIES.pgliteImage);
    }

    let files: BackupManifest['files'];
    if (config.s3) {
      const { endpoint, bucket, prefix } = config.s3;
      const count = await copyS3Files(config.s3, path.join(staging, ARCHIVE_ENTRIES.files));
      files = { driver: 's3', endpoint, bucket, prefix, count };
      entries.push(ARCHIVE_ENTRIES.files);
    } else {
      await mkdir(config.filesDir, { recursive: true });
      await symlink(config.filesDir, path.join(staging, ARCHIVE_ENTRIES.files), 'dir');
      files = { driver: 'folder', count: (await folderKeys(config.filesDir)).length };
      entries.push(ARCHIVE_ENTRIES.files);
    }

    const hasSecretKey = !config.secretKey && existsSync(secretKeyFile(config));
    if (hasSecretKey) {
      await copyFile(secretKeyFile(config), path.join(staging, ARCHIVE_ENTRIES.secretKey));
      entries.push(ARCHIVE_ENTRIES.secretKey);
    }

    const manifest: BackupManifest = {
      format: 'newsroom-backup',
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: made.now.toISOString(),
      serverVersion: made.serverVersion,
      database,
      files,
      hasSecretKey,
    };
    await writeFile(
      path.join(staging, ARCHIVE_ENTRIES.manifest),
      `${JSON.stringify(manifest, null, 2)}\n`,
    );
    await writeArchive(target, staging, entries);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
