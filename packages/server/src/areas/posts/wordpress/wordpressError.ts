import { plainText } from '../../agency/fetch/sanitize';

/** Why a call to a WordPress site failed; the caller picks the message its user reads. */
export type WordpressErrorKind =
  /** Nothing answered at the address (DNS, refused connection, TLS). */
  | 'unreachable'
  /** No full answer within the time allowed. */
  | 'timeout'
  /** 401: wrong user or application password, or the host dropped the Authorization header. */
  | 'unauthorized'
  /** 403: the user's role may not do this (e.g. an author creating tags or writing as another). */
  | 'forbidden'
  /** 404: no such post, or no REST API at this address. */
  | 'notFound'
  /** Any other refusal or server error, and redirects. */
  | 'rejected'
  /** A 2xx answer that is not the JSON expected (a plugin's notice printed before it, a login page). */
  | 'badAnswer';

/** A failed call to a WordPress site, with what the site said about it. */
export class WordpressError extends Error {
  constructor(
    readonly kind: WordpressErrorKind,
    /** The HTTP status, or null when no answer came. */
    readonly status: number | null,
    /** What the site said (its error message, a short text of its page) or the network error. */
    readonly siteMessage: string,
    /** WordPress's error code (`term_exists`, `rest_cannot_create`), when it answered one. */
    readonly siteCode: string | null = null,
    /** The `data` of WordPress's error answer (`{ status, term_id }` for term_exists). */
    readonly siteData: Record<string, unknown> | null = null,
  ) {
    super(`WordPress ${kind}${status === null ? '' : ` (HTTP ${status})`}: ${siteMessage}`);
    this.name = 'WordpressError';
  }
}

const SITE_MESSAGE_MAX = 300;

/** The error for a non-2xx answer: WordPress's `{ code, message, data }` or the page's text. */
export function errorFromAnswer(
  status: number,
  body: string,
  location: string | null,
): WordpressError {
  const kind = kindOfStatus(status);
  if (status >= 300 && status < 400) {
    return new WordpressError(kind, status, `redirects to ${location ?? 'another address'}`);
  }
  const wordpress = wordpressErrorBody(body);
  if (wordpress) {
    const message = shortText(wordpress.message) || wordpress.code;
    return new WordpressError(kind, status, message, wordpress.code, wordpress.data);
  }
  return new WordpressError(kind, status, shortText(body) || `HTTP ${status}`);
}

/** The error for a call that got no answer: aborted by its deadline, or a network failure. */
export function errorFromFailure(error: unknown, timeoutMs: number): WordpressError {
  if (error instanceof Error && error.name === 'TimeoutError') {
    return new WordpressError('timeout', null, `no answer within ${timeoutMs / 1000} s`);
  }
  // fetch says "fetch failed"; the reason (ECONNREFUSED, ENOTFOUND, a certificate) is its cause.
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return new WordpressError(
    'unreachable',
    null,
    cause instanceof Error ? cause.message : String(cause),
  );
}

/** The error for a 2xx answer that is not what was expected. */
export function badAnswer(status: number, body: string): WordpressError {
  return new WordpressError('badAnswer', status, shortText(body) || 'an empty answer');
}

function kindOfStatus(status: number): WordpressErrorKind {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  return 'rejected';
}

function wordpressErrorBody(
  body: string,
): { code: string; message: string; data: Record<string, unknown> | null } | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { code, message, data } = parsed as Record<string, unknown>;
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  const isRecord = typeof data === 'object' && data !== null && !Array.isArray(data);
  return { code, message, data: isRecord ? (data as Record<string, unknown>) : null };
}

/** Some HTML or text as one short line (WordPress messages carry tags like <strong>Error:</strong>). */
function shortText(html: string): string {
  const text = plainText(html);
  return text.length <= SITE_MESSAGE_MAX ? text : `${text.slice(0, SITE_MESSAGE_MAX - 1)}…`;
}
