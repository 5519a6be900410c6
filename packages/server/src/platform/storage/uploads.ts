import { createHash, randomUUID } from 'node:crypto';
import { pipeline, Transform, type Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import {
  checkUpload,
  DomainError,
  maxMegabytes,
  safeFileName,
  SNIFF_BYTES,
  sniffFileType,
  type SniffedType,
  type UploadKind,
  type UploadProblem,
} from '@newsroom/domain';
import type { FileStorage } from './fileStorage';
import { storageKeyFor } from './fileStorage';
import { readImageSize } from './images';

/**
 * Receiving uploaded files: each part is streamed to storage while its size, SHA-256 and first
 * bytes are measured; then the type is decided by the content (magic bytes, then a readable
 * image header) and the size by the bytes received. A refused or interrupted upload leaves
 * nothing in storage; the caller records the metadata only after every file passed.
 */

/** Most files in one multipart request. */
export const UPLOAD_MAX_FILES = 20;

/** A file accepted into storage, not yet recorded in the database. */
export interface StoredUpload {
  id: string;
  /** Storage key (date/uuid). */
  key: string;
  /** The client's file name made safe; metadata only. */
  originalName: string;
  mimeType: SniffedType['mimeType'];
  size: number;
  sha256: string;
  width: number | null;
  height: number | null;
}

/** The error answered for a refused upload: 400 `invalidType` or 413 `invalidSize`. */
export function uploadError(problem: UploadProblem, kind: UploadKind, name: string): DomainError {
  const field = { field: 'file', key: problem, params: { count: maxMegabytes(kind), name } };
  return problem === 'invalidSize'
    ? new DomainError('payload_too_large', 'error:payloadTooLarge', { fields: [field] })
    : new DomainError('validation_failed', 'validation:failed', { fields: [field] });
}

/** Removes stored uploads (best effort: a leftover is only wasted space). */
export async function discardUploads(
  storage: FileStorage,
  uploads: readonly StoredUpload[],
): Promise<void> {
  await Promise.all(uploads.map((upload) => storage.delete(upload.key).catch(() => undefined)));
}

/** A pass-through that counts, hashes and keeps the first `headBytes` bytes of what flows. */
function meter(headBytes: number) {
  const hash = createHash('sha256');
  let size = 0;
  let head = Buffer.alloc(0);
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      if (head.length < headBytes)
        head = Buffer.concat([head, chunk.subarray(0, headBytes - head.length)]);
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ size, sha256: hash.digest('hex'), head }) };
}

/** Bytes streamed into storage under a new key, measured on the way. */
export interface MeasuredUpload {
  id: string;
  key: string;
  size: number;
  sha256: string;
  /** The first bytes, for deciding the type by content. */
  head: Buffer;
}

/**
 * Streams a file into storage under a new key (never held whole in memory) while counting,
 * hashing and keeping its first `headBytes` bytes. The caller checks what was measured and
 * deletes the key when it refuses the file.
 */
export async function storeMeasured(
  storage: FileStorage,
  file: Readable,
  now: Date,
  headBytes: number,
): Promise<MeasuredUpload> {
  const id = randomUUID();
  const key = storageKeyFor(id, now);
  const measured = meter(headBytes);
  // pipeline() (not pipe) carries an aborted request's error into the storage write.
  const source: Readable = pipeline(file, measured.stream, () => undefined);
  await storage.put(key, source);
  return { id, key, ...measured.result() };
}

async function receiveOne(
  storage: FileStorage,
  part: MultipartFile,
  kind: UploadKind,
  now: Date,
): Promise<StoredUpload> {
  const originalName = safeFileName(part.filename);
  const { id, key, size, sha256, head } = await storeMeasured(storage, part.file, now, SNIFF_BYTES);
  try {
    if (part.file.truncated) throw uploadError('invalidSize', kind, originalName);
    const detected = sniffFileType(head);
    const problem = checkUpload(kind, detected, size);
    if (problem || !detected) throw uploadError(problem ?? 'invalidType', kind, originalName);
    const dimensions = await readImageSize(await storage.get(key));
    if (!dimensions) throw uploadError('invalidType', kind, originalName);
    return { id, key, originalName, mimeType: detected.mimeType, size, sha256, ...dimensions };
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
}

/**
 * Stores every file part of a request (at most the parts' iterator gives, limited by the
 * multipart limits), all or nothing: on the first refusal or failure the ones already stored
 * are removed and the error is thrown.
 */
export async function receiveUploads(
  storage: FileStorage,
  parts: AsyncIterable<MultipartFile> | Iterable<MultipartFile>,
  kind: UploadKind,
  now: Date,
): Promise<StoredUpload[]> {
  const stored: StoredUpload[] = [];
  try {
    for await (const part of parts) stored.push(await receiveOne(storage, part, kind, now));
  } catch (error) {
    await discardUploads(storage, stored);
    throw error;
  }
  if (stored.length === 0)
    throw new DomainError('validation_failed', 'validation:failed', {
      fields: [{ field: 'file', key: 'required' }],
    });
  return stored;
}
