import { existsSync } from 'node:fs';
import { chmod, copyFile, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { storageFor } from '../storage/storageFor';
import { extractArchive } from './archive';
import { ARCHIVE_ENTRIES, parseBackupManifest, type BackupManifest } from './backupManifest';
import { pgliteFolder, secretKeyFile, type BackupConfig } from './backup';
import { knownMigrations } from './migrations';
import { restorePostgres } from './pgDump';
import { restorePglite } from './pgliteDump';
import { folderKeys, restoreFiles } from './storedFiles';

/** What a restore did, and what the operator should know about it. */
export interface RestoreSummary {
  manifest: BackupManifest;
  /** Files written into the storage (0 when an older archive left them in a bucket). */
  filesRestored: number;
  /** Sentences for the operator (files left in a bucket, names skipped, the key). */
  notes: string[];
}

async function readManifest(archive: string, work: string): Promise<BackupManifest> {
  try {
    await extractArchive(archive, work, [ARCHIVE_ENTRIES.manifest]);
  } catch {
    throw new Error(
      `${archive} is not a newsroom backup (no readable ${ARCHIVE_ENTRIES.manifest})`,
    );
  }
  return parseBackupManifest(await readFile(path.join(work, ARCHIVE_ENTRIES.manifest), 'utf8'));
}

/** Refuses an archive this installation cannot take, before anything is changed. */
function assertRestorable(manifest: BackupManifest, config: BackupConfig): void {
  const engine = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database.engine !== engine)
    throw new Error(
      `the backup holds a ${manifest.database.engine} database but this installation uses ${engine}: restore it with the same engine`,
    );
  // A forced restore empties the files folder: it must not hold the database too.
  const dataInFiles = !path.relative(config.filesDir, config.dataDir).startsWith('..');
  if (!config.s3 && dataInFiles)
    throw new Error(`FILES_DIR (${config.filesDir}) must not contain DATA_DIR (${config.dataDir})`);
  if (manifest.database.migrations > knownMigrations())
    throw new Error(
      `the backup was made by a newer server (${manifest.serverVersion}): restore it with that version or later`,
    );
}

/**
 * Restores an archive of `createBackup` into the configured database and storage (folder or S3
 * store, whichever made the archive; keys are unique, so an object still in the bucket is written
 * again with the same bytes). Everything is checked before anything is written; an existing
 * database, files folder or different key file is replaced only with `force`. The server must be
 * stopped.
 */
export async function restoreBackup(
  config: BackupConfig,
  archive: string,
  options: { force: boolean },
): Promise<RestoreSummary> {
  const source = path.resolve(archive);
  if (!existsSync(source)) throw new Error(`no such file: ${source}`);
  await mkdir(config.dataDir, { recursive: true });
  // Extracted inside DATA_DIR: where the data ends up, so there is room for it.
  const work = await mkdtemp(path.join(config.dataDir, '.restore-'));
  try {
    const manifest = await readManifest(source, work);
    assertRestorable(manifest, config);
    await extractArchive(source, work);

    const archived = manifest.files.driver === 'folder' || manifest.files.count !== undefined;
    const intoFolder = archived && !config.s3;
    if (intoFolder && !options.force && (await folderKeys(config.filesDir)).length > 0)
      throw new Error(
        `${config.filesDir} already holds files: restore with --force to replace them`,
      );
    const keyFile = secretKeyFile(config);
    const archivedKey = path.join(work, ARCHIVE_ENTRIES.secretKey);
    if (
      manifest.hasSecretKey &&
      !options.force &&
      existsSync(keyFile) &&
      (await readFile(keyFile, 'utf8')).trim() !== (await readFile(archivedKey, 'utf8')).trim()
    )
      throw new Error(`${keyFile} differs from the backup's: restore with --force to replace it`);

    if (manifest.database.engine === 'postgres')
      await restorePostgres(
        config.databaseUrl!,
        path.join(work, ARCHIVE_ENTRIES.pgDump),
        options.force,
      );
    else
      await restorePglite(
        pgliteFolder(config),
        path.join(work, ARCHIVE_ENTRIES.pgliteImage),
        options.force,
      );

    const notes: string[] = [];
    let filesRestored = 0;
    if (archived) {
      if (intoFolder) await rm(config.filesDir, { recursive: true, force: true });
      const written = await restoreFiles(
        path.join(work, ARCHIVE_ENTRIES.files),
        storageFor(config),
      );
      filesRestored = written.restored;
      if (written.skipped.length > 0)
        notes.push(`skipped names that are no storage key: ${written.skipped.join(', ')}`);
    } else if (manifest.files.driver === 's3') {
      // An archive of a server that left the files in the bucket.
      const { bucket, prefix } = manifest.files;
      notes.push(
        `files were not in the backup: they stay in bucket "${bucket}"${prefix ? ` under "${prefix}/"` : ''}`,
      );
      if (config.s3?.bucket !== bucket || config.s3.prefix !== prefix)
        notes.push(
          'this installation is not configured with that bucket and prefix (S3_BUCKET, S3_PREFIX)',
        );
    }

    if (manifest.hasSecretKey) {
      await copyFile(archivedKey, keyFile);
      await chmod(keyFile, 0o600);
      if (config.secretKey)
        notes.push(
          `the backup's key was written to ${keyFile}, but SECRET_KEY is set and is used instead`,
        );
    }
    return { manifest, filesRestored, notes };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
