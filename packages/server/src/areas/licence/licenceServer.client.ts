import { LICENCE_KEYS, licenceFileSchema, ruleViolation, type LicenceFile } from '@newsroom/domain';

/** How long the licence server may take to answer, body included. */
const LICENCE_SERVER_TIMEOUT_MS = 10_000;
/** A licence file is a few hundred bytes; anything much larger is not one. */
const MAX_ANSWER_BYTES = 16_384;

/** Where a client's licence lives on a licence server: `<server URL>/licences/<client id>`. */
export function licenceUrlOf(serverUrl: string, clientId: string): URL {
  const base = serverUrl.endsWith('/') ? serverUrl : `${serverUrl}/`;
  return new URL(`licences/${encodeURIComponent(clientId)}`, base);
}

/**
 * Fetches a client's licence file from the licence server. Any failure (unreachable, slow, not
 * 200, not a licence file) is the spec's "licence server check error" (422 with its key); whether
 * the file is signed right is for the caller to read.
 */
export async function fetchLicenceFile(serverUrl: string, clientId: string): Promise<LicenceFile> {
  const failure = (reason: string) => ruleViolation(LICENCE_KEYS.serverError, { reason });
  let status: number;
  let text: string;
  try {
    const response = await fetch(licenceUrlOf(serverUrl, clientId), {
      headers: { accept: 'application/json' },
      redirect: 'error',
      signal: AbortSignal.timeout(LICENCE_SERVER_TIMEOUT_MS),
    });
    status = response.status;
    text = await response.text();
  } catch {
    throw failure('unreachable');
  }
  if (status !== 200) throw failure(`status ${status}`);
  if (text.length > MAX_ANSWER_BYTES) throw failure('too large');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw failure('not json');
  }
  const file = licenceFileSchema.safeParse(body);
  if (!file.success) throw failure('not a licence file');
  return file.data;
}
