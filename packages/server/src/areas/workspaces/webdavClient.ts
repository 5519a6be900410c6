import type { FileStat, WebDAVClient } from 'webdav';
import { onFirstUse } from '../../platform/onFirstUse';

/**
 * The calls the newsroom makes to a WebDAV store (the `webdav` package): PROPFIND of one folder
 * (Depth: 1), PROPFIND of one entry, GET of a document. Every call has its own deadline, so a
 * store that stops answering costs a screen at most `timeoutMs` per call. Failures become a
 * {@link StoreError} saying what the store did: refused the account, did not have the path, or
 * did not answer as a store.
 */

/** What went wrong with a call to the store. */
export type StoreErrorKind = 'refused' | 'notFound' | 'unreachable';

export class StoreError extends Error {
  constructor(
    readonly kind: StoreErrorKind,
    /** What the store (or the network) said, for the log and the details of the refusal. */
    readonly serverMessage: string,
  ) {
    super(`${kind}: ${serverMessage}`);
    this.name = 'StoreError';
  }
}

/** A store as the newsroom signs in to it. */
export interface StoreAccount {
  url: string;
  username: string;
  password: string;
}

/** The store's calls, paths being the store's (`/a/b`). */
export interface StoreClient {
  /** The entries of a folder (not the folder itself). */
  list(path: string): Promise<FileStat[]>;
  /** One folder or document. */
  stat(path: string): Promise<FileStat>;
  /** A document's bytes. */
  read(path: string): Promise<Buffer>;
}

/** The webdav package, loaded at the first call to a store (about 200 ms). */
const webdav = onFirstUse(() => import('webdav'));

function storeError(error: unknown): StoreError {
  const status = (error as { status?: unknown }).status;
  const message = error instanceof Error ? error.message : String(error);
  if (status === 401 || status === 403) return new StoreError('refused', message);
  if (status === 404) return new StoreError('notFound', message);
  // A timeout (AbortError), a refused connection, a 5xx or an answer that is not WebDAV XML.
  return new StoreError('unreachable', message);
}

export function webdavStore(account: StoreAccount, options: { timeoutMs: number }): StoreClient {
  const connection = onFirstUse(async () =>
    (await webdav()).createClient(account.url, {
      username: account.username,
      password: account.password,
    }),
  );
  const call = async <T>(
    run: (client: WebDAVClient, signal: AbortSignal) => Promise<T>,
  ): Promise<T> => {
    try {
      return await run(await connection(), AbortSignal.timeout(options.timeoutMs));
    } catch (error) {
      throw storeError(error);
    }
  };
  return {
    list: (path) =>
      call(
        async (client, signal) =>
          (await client.getDirectoryContents(path, { signal })) as FileStat[],
      ),
    stat: (path) =>
      call(async (client, signal) => (await client.stat(path, { signal })) as FileStat),
    read: (path) =>
      call(
        async (client, signal) =>
          (await client.getFileContents(path, { format: 'binary', signal })) as Buffer,
      ),
  };
}
