import { Readable } from 'node:stream';
import { DomainError, type UploadKind } from '@newsroom/domain';
import type { MultipartFile } from '@fastify/multipart';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import type { Executor } from '../../platform/db/client';
import type { FileStorage } from '../../platform/storage/fileStorage';
import { makeThumbnail, thumbnailMimeType } from '../../platform/storage/images';
import { discardUploads, receiveUploads } from '../../platform/storage/uploads';
import { filesPolicy } from './files.policy';
import { filesRepository, type FileRow } from './files.repository';
import { notFound } from '../../platform/http/refusals';

/** Storage key of a file's cached thumbnail. */
function thumbnailKey(file: Pick<FileRow, 'storagePath'>): string {
  return `${file.storagePath}.thumb`;
}

/**
 * Stores uploaded files and records them, all or nothing: files go to storage first (each
 * checked by content and size), rows are written in one transaction after every file passed,
 * and a failed transaction removes the stored bytes again.
 */
export async function uploadFiles(
  platform: Platform,
  actor: Actor,
  parts: AsyncIterable<MultipartFile> | Iterable<MultipartFile>,
  options: { kind: UploadKind; isPublic: boolean },
  record: (tx: Executor, rows: FileRow[]) => Promise<void> = async () => undefined,
): Promise<FileRow[]> {
  const now = platform.clock();
  const stored = await receiveUploads(platform.storage, parts, options.kind, now);
  try {
    return await platform.database.db.transaction(async (tx) => {
      const rows = await filesRepository.insertMany(tx, stored, {
        ownerId: actor.userId,
        isPublic: options.isPublic,
        now,
      });
      await record(tx, rows);
      return rows;
    });
  } catch (error) {
    await discardUploads(platform.storage, stored);
    throw error;
  }
}

/** A file's row, if the caller may read it: 401 without a session for a private file, 404 when absent. */
export async function readableFile(
  platform: Platform,
  actor: Actor | null,
  id: string,
): Promise<FileRow> {
  const row = await filesRepository.findById(platform.database.db, id);
  if (row && filesPolicy.canRead(actor, row)) return row;
  // Without a session a private file and a missing one look alike: both ask for a login.
  throw actor ? notFound() : new DomainError('session_expired', 'error:sessionExpired');
}

/** The bytes of a file. */
export async function openFile(platform: Platform, row: FileRow): Promise<Readable> {
  return platform.storage.get(row.storagePath);
}

/** A file's thumbnail, made on first request and kept beside the file. */
export async function openThumbnail(
  platform: Platform,
  row: FileRow,
): Promise<{ mimeType: string; body: Readable | Buffer }> {
  const mimeType = thumbnailMimeType(row.mimeType);
  try {
    return { mimeType, body: await platform.storage.get(thumbnailKey(row)) };
  } catch (error) {
    if (!(error instanceof DomainError && error.code === 'not_found')) throw error;
  }
  const thumbnail = await makeThumbnail(await platform.storage.get(row.storagePath), row.mimeType);
  // Two first requests at once both write; each write is atomic, so either copy wins.
  await platform.storage.put(thumbnailKey(row), Readable.from([thumbnail.data]));
  return { mimeType: thumbnail.mimeType, body: thumbnail.data };
}

/** Removes a file's row in a transaction; answers it so its bytes can go after commit. */
export async function deleteFileRow(tx: Executor, id: string): Promise<FileRow | undefined> {
  return filesRepository.delete(tx, id);
}

/** Removes a file's bytes and thumbnail (after its row is gone). */
export async function deleteFileBytes(
  storage: FileStorage,
  row: Pick<FileRow, 'storagePath'>,
): Promise<void> {
  await Promise.all([storage.delete(row.storagePath), storage.delete(thumbnailKey(row))]);
}
