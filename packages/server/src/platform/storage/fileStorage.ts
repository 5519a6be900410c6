import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import { notFound } from '../../platform/http/refusals';

/**
 * Where file bytes live. Keys are made by the server (`2026/03/10/<uuid>`), never from a
 * client's file name. Two drivers: a folder (here) and an S3-compatible store (s3Storage.ts).
 */
export interface FileStorage {
  /** Writes a stream under a key; on any failure (an aborted upload) nothing is left behind. */
  put(key: string, source: Readable): Promise<void>;
  /** Reads what a key holds; 404 `not_found` when nothing does. */
  get(key: string): Promise<Readable>;
  /** Removes a key; removing what is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Fails with the reason when the storage cannot be used, so a start fails, not an upload. */
  check(): Promise<void>;
}

/** Keys: lower-case letters, digits, dots, dashes and slashes, no `..` segment. */
const KEY_PATTERN = /^[a-z0-9][a-z0-9._-]*(?:\/[a-z0-9][a-z0-9._-]*)*$/;

/** Whether a name is a key the server makes. */
export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.split('/').includes('..');
}

/** Refuses a key no server code makes (a bug, or a key read from elsewhere). */
export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`invalid storage key: ${key}`);
}

/** The key of a new file: its upload day (UTC) and its id. */
export function storageKeyFor(id: string, now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '/');
  return `${day}/${id}`;
}

/** Files in a folder (`${DATA_DIR}/files` or FILES_DIR). */
export function createFolderStorage(root: string): FileStorage {
  const absoluteRoot = path.resolve(root);
  const pathOf = (key: string): string => {
    assertStorageKey(key);
    return path.join(absoluteRoot, ...key.split('/'));
  };

  return {
    async put(key, source) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written beside the target and renamed when complete, so a reader never sees half a file.
      const partial = `${target}.${randomUUID()}.part`;
      try {
        await pipeline(source, createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, target);
      } catch (error) {
        source.destroy();
        await rm(partial, { force: true });
        throw error;
      }
    },

    async get(key) {
      const file = pathOf(key);
      try {
        // Opening first turns a missing file into a 404 before any byte is sent.
        const handle = await open(file, 'r');
        return handle.createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw notFound();
        throw error;
      }
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },

    async check() {
      await mkdir(absoluteRoot, { recursive: true });
    },
  };
}
