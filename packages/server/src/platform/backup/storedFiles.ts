import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type FileStorage } from '../storage/fileStorage';
import { createS3Storage, s3StorageKeys, type S3Options } from '../storage/s3Storage';

/** A half-written upload of the folder driver (renamed when complete): never backed up. */
export const PARTIAL_SUFFIX = '.part';

/** The storage keys of the files under a folder driver's root ([] when it does not exist). */
export async function folderKeys(root: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith(PARTIAL_SUFFIX))
    .map((entry) =>
      path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    );
}

/**
 * Writes the archive's files into the configured storage through its driver, so an archive of
 * a folder can be restored into an S3 store too. Names that are no storage key are skipped.
 */
export async function restoreFiles(
  root: string,
  storage: FileStorage,
): Promise<{ restored: number; skipped: string[] }> {
  const skipped: string[] = [];
  let restored = 0;
  for (const key of await folderKeys(root)) {
    try {
      assertStorageKey(key);
    } catch {
      skipped.push(key);
      continue;
    }
    await storage.put(key, createReadStream(path.join(root, ...key.split('/'))));
    restored += 1;
  }
  return { restored, skipped };
}

/**
 * Copies every object under the S3 store's prefix into a folder, under its storage key, so the
 * archive holds the files as a folder backup does. Returns how many were copied.
 */
export async function copyS3Files(options: S3Options, into: string): Promise<number> {
  const storage = createS3Storage(options);
  await mkdir(into, { recursive: true });
  let copied = 0;
  for await (const key of s3StorageKeys(options)) {
    const file = path.join(into, ...key.split('/'));
    await mkdir(path.dirname(file), { recursive: true });
    await pipeline(await storage.get(key), createWriteStream(file));
    copied += 1;
  }
  return copied;
}
