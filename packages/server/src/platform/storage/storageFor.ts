import type { Config } from '../../config';
import { createFolderStorage, type FileStorage } from './fileStorage';
import { createS3Storage } from './s3Storage';

/** The file storage the configuration names: the S3 store when set, else the files folder. */
export function storageFor(config: Pick<Config, 's3' | 'filesDir'>): FileStorage {
  return config.s3 ? createS3Storage(config.s3) : createFolderStorage(config.filesDir);
}
