/**
 * Backup and restore of an installation, with the server's own settings (DATA_DIR, DATABASE_URL,
 * FILES_DIR, S3_*, SECRET_KEY):
 *
 *   node dist/backup.js backup <archive.tar.gz>
 *   node dist/backup.js restore <archive.tar.gz> [--force]
 *
 * (`npm run backup -- <file>` and `npm run restore -- <file>` at the repository's root.)
 */
import { loadConfig, serverVersion } from '../config';
import { createBackup } from '../platform/backup/backup';
import { restoreBackup } from '../platform/backup/restore';

const USAGE = 'usage: backup <archive.tar.gz> | restore <archive.tar.gz> [--force]';

async function run(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const force = rest.includes('--force');
  const files = rest.filter((arg) => arg !== '--force');
  if (
    files.length !== 1 ||
    (command !== 'backup' && command !== 'restore') ||
    (force && command === 'backup')
  )
    throw new Error(USAGE);
  const archive = files[0]!;
  const config = loadConfig();
  if (command === 'backup') {
    const manifest = await createBackup(config, archive, {
      now: new Date(),
      serverVersion: serverVersion(),
    });
    const stored =
      manifest.files.driver === 'folder'
        ? `files: ${manifest.files.count}`
        : `files: ${manifest.files.count} from bucket "${manifest.files.bucket}"`;
    process.stdout.write(
      `Backup written to ${archive}: ${manifest.database.engine} database, ${stored}.\n`,
    );
    return;
  }
  const summary = await restoreBackup(config, archive, { force });
  process.stdout.write(
    `Restored ${archive} (made ${summary.manifest.createdAt} by ${summary.manifest.serverVersion}): ` +
      `${summary.manifest.database.engine} database, files: ${summary.filesRestored}.\n`,
  );
  for (const note of summary.notes) process.stdout.write(`  ${note}\n`);
}

run(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
