import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Options } from '../platform/storage/s3Storage';

/** A real S3-protocol server (s3rver) on loopback, with the named buckets, for one test file. */
export interface TestS3Server {
  /** The store's options for a bucket, its keys under `prefix`. */
  options(bucket: string, prefix: string): S3Options;
  /** The S3_* settings of `loadConfig` for a bucket and prefix. */
  env(bucket: string, prefix: string): Record<string, string>;
  close(): Promise<void>;
}

export async function startS3Server(buckets: string[]): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'nrcs-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's own credentials.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    options: (bucket, prefix) => ({
      endpoint,
      region: 'us-east-1',
      bucket,
      prefix,
      ...credentials,
      forcePathStyle: true,
    }),
    env: (bucket, prefix) => ({
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_PREFIX: prefix,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    }),
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
