import { chmod, rename, rm } from 'node:fs/promises';
import { PARTIAL_SUFFIX } from './storedFiles';
import { runTool } from './runTool';

/**
 * A backup is one gzip'd tar made by the system's `tar` (GNU tar on Debian; bsdtar takes the same
 * flags). Entries are followed through symbolic links (`-h`), so the files folder is linked into
 * the staging folder instead of copied. Written beside its name and renamed when complete.
 */
export async function writeArchive(
  archive: string,
  staging: string,
  entries: string[],
): Promise<void> {
  const partial = `${archive}.partial`;
  try {
    await runTool('tar', [
      '-czhf',
      partial,
      `--exclude=*${PARTIAL_SUFFIX}`,
      '-C',
      staging,
      ...entries,
    ]);
    // It holds password hashes and the installation's key: for its owner only.
    await chmod(partial, 0o600);
    await rename(partial, archive);
  } finally {
    await rm(partial, { force: true });
  }
}

/** Extracts the named entries of an archive (all when none are named) into a folder. */
export function extractArchive(
  archive: string,
  into: string,
  entries: string[] = [],
): Promise<void> {
  return runTool('tar', ['-xzf', archive, '-C', into, ...entries]);
}
