import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';

import { notFound } from '../http/refusals';
import { onFirstUse } from '../onFirstUse';
import { assertStorageKey, isStorageKey, type FileStorage } from './fileStorage';

/** Where an S3-compatible store is and how to sign in (config S3_*). */
export interface S3Options {
  /** The store's URL (S3_ENDPOINT); null = Amazon S3 itself. */
  endpoint: string | null;
  region: string;
  bucket: string;
  /** Keys are written under this folder of the bucket ('' = at its root). */
  prefix: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path, not the host name: what MinIO, Garage, Ceph and most others expect. */
  forcePathStyle: boolean;
}

/** The AWS SDK, loaded at the first call: it takes about 350 ms, and most installations never use it. */
const sdk = onFirstUse(async () => ({
  ...(await import('@aws-sdk/client-s3')),
  Upload: (await import('@aws-sdk/lib-storage')).Upload,
}));

/**
 * Files in an S3-compatible object store, so several machines share the same uploads. A put is
 * streamed (multipart when large) and its object appears only when complete; an aborted upload
 * leaves nothing (the multipart upload is aborted).
 */
export function createS3Storage(options: S3Options): FileStorage {
  const client = onFirstUse(() => clientFor(options));
  const Bucket = options.bucket;
  const objectKey = (key: string) => {
    assertStorageKey(key);
    return options.prefix ? `${options.prefix}/${key}` : key;
  };

  return {
    async put(key, source) {
      const { Upload } = await sdk();
      const upload = new Upload({
        client: await client(),
        params: { Bucket, Key: objectKey(key), Body: source },
      });
      try {
        await upload.done();
      } catch (error) {
        source.destroy();
        throw error;
      }
    },

    async get(key) {
      const { GetObjectCommand, NoSuchKey } = await sdk();
      const s3 = await client();
      try {
        const answer = await s3.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        if (!(answer.Body instanceof Readable)) throw new Error(`no body for ${key}`);
        return answer.Body;
      } catch (error) {
        if (error instanceof NoSuchKey) throw notFound();
        throw error;
      }
    },

    async delete(key) {
      const { DeleteObjectCommand } = await sdk();
      await (await client()).send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },

    async check() {
      const { HeadBucketCommand } = await sdk();
      const s3 = await client();
      try {
        await s3.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        const where = options.endpoint ?? 'Amazon S3';
        throw new Error(`S3 bucket "${Bucket}" at ${where} cannot be used: ${String(error)}`);
      }
    },
  };
}

async function clientFor(options: S3Options): Promise<S3Client> {
  const { S3Client } = await sdk();
  return new S3Client({
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });
}

/**
 * The storage keys of every object under the prefix, page by page (for a backup). Objects whose
 * names are no storage key (put there by something else) are left out.
 */
export async function* s3StorageKeys(options: S3Options): AsyncGenerator<string> {
  const { ListObjectsV2Command } = await sdk();
  const client = await clientFor(options);
  const folder = options.prefix ? `${options.prefix}/` : '';
  let ContinuationToken: string | undefined;
  try {
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: options.bucket, Prefix: folder, ContinuationToken }),
      );
      for (const { Key } of page.Contents ?? []) {
        const key = Key?.slice(folder.length);
        if (key && isStorageKey(key)) yield key;
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  } finally {
    client.destroy();
  }
}
