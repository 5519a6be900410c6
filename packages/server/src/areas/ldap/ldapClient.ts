import { Client, InvalidCredentialsError, ResultCodeError } from 'ldapts';
import type { DirectoryEntry, LdapSecurity } from '@newsroom/domain';

/**
 * The one file that speaks LDAP (ldapts): connect (ldap://, ldaps:// or StartTLS), bind, search
 * users in pages, and check a user's password by binding as them. Every failure becomes a
 * {@link DirectoryError} that says whether the server refused the credentials, refused the
 * search, or did not answer.
 */

/** How to reach the directory. */
export interface DirectoryConnection {
  url: string;
  security: LdapSecurity;
  verifyCertificate: boolean;
  timeoutMs: number;
}

/** Why a directory call failed. */
export class DirectoryError extends Error {
  constructor(
    readonly kind: 'rejected' | 'unreachable' | 'searchFailed',
    readonly serverMessage: string,
  ) {
    super(`directory ${kind}: ${serverMessage}`);
  }
}

/** A search of user entries. */
export interface UserSearch {
  baseDn: string;
  filter: string;
  attributes: string[];
  /** Attributes answered as bytes (a binary unique id such as objectGUID), given as hex. */
  binaryAttributes: string[];
}

const PAGE_SIZE = 500;

function classify(error: unknown, during: 'bind' | 'search'): DirectoryError {
  if (error instanceof DirectoryError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof InvalidCredentialsError) return new DirectoryError('rejected', message);
  if (error instanceof ResultCodeError)
    return new DirectoryError(during === 'bind' ? 'rejected' : 'searchFailed', message);
  return new DirectoryError('unreachable', message);
}

async function open(connection: DirectoryConnection): Promise<Client> {
  const tlsOptions = { rejectUnauthorized: connection.verifyCertificate };
  // ldapts speaks TLS from the start whenever tlsOptions are given, so only for ldaps://.
  const client = new Client({
    url: connection.url,
    timeout: connection.timeoutMs,
    connectTimeout: connection.timeoutMs,
    ...(connection.security === 'ldaps' ? { tlsOptions } : {}),
  });
  try {
    if (connection.security === 'startTls') await client.startTLS(tlsOptions);
    return client;
  } catch (error) {
    await client.unbind().catch(() => undefined);
    throw classify(error, 'bind');
  }
}

/** Runs `work` on a client bound as `dn` ('' = anonymous); the connection is always closed. */
export async function withDirectory<T>(
  connection: DirectoryConnection,
  dn: string,
  password: string,
  work: (client: Client) => Promise<T>,
): Promise<T> {
  const client = await open(connection);
  try {
    try {
      if (dn !== '') await client.bind(dn, password);
    } catch (error) {
      throw classify(error, 'bind');
    }
    return await work(client);
  } finally {
    await client.unbind().catch(() => undefined);
  }
}

function text(value: string | string[] | Buffer | Buffer[], binary: boolean): string[] {
  const values = Array.isArray(value) ? value : [value];
  return values.map((v) =>
    Buffer.isBuffer(v) ? (binary ? v.toString('hex') : v.toString('utf8')) : String(v),
  );
}

/** The user entries under the base DN the filter matches (subtree, paged). */
export async function searchUsers(client: Client, search: UserSearch): Promise<DirectoryEntry[]> {
  try {
    const { searchEntries } = await client.search(search.baseDn, {
      scope: 'sub',
      filter: search.filter,
      attributes: search.attributes,
      explicitBufferAttributes: search.binaryAttributes,
      paged: { pageSize: PAGE_SIZE },
    });
    const binary = new Set(search.binaryAttributes.map((name) => name.toLowerCase()));
    return searchEntries.map(({ dn, ...attributes }) => ({
      dn,
      attributes: Object.fromEntries(
        Object.entries(attributes).map(([name, value]) => [
          name,
          text(value, binary.has(name.toLowerCase())),
        ]),
      ),
    }));
  } catch (error) {
    throw classify(error, 'search');
  }
}

/** Whether `password` is the password of the entry `dn` (a bind as it); throws when unreachable. */
export async function checkUserPassword(
  connection: DirectoryConnection,
  dn: string,
  password: string,
): Promise<boolean> {
  try {
    await withDirectory(connection, dn, password, async () => undefined);
    return true;
  } catch (error) {
    if (error instanceof DirectoryError && error.kind === 'rejected') return false;
    throw error;
  }
}
