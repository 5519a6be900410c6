import type { z } from 'zod';
import { LOGIN_ANSWERS } from '@newsroom/domain';
import { currentLocale } from '../i18n/i18n';
import { languageTag } from '../i18n/localePreference';
import { reportSessionExpired } from '../session/sessionExpiry';
import { ApiError, NETWORK_ERROR_CODE, toApiError } from './apiError';

/** Scalar query values; undefined and null are left out. */
export type QueryValue = string | number | boolean | null | undefined;

/** Options of one API call. */
export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Query string parameters. */
  query?: Record<string, QueryValue>;
  /** Body sent as JSON. */
  json?: unknown;
  /** Body sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
  /** Body sent as multipart/form-data (uploads); the browser sets the boundary. */
  multipart?: FormData;
  /** Body sent as text of its own type (a vCard file: `text/vcard`). */
  text?: { body: string; contentType: string };
  /** Validates (and types) the answer. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /**
   * A 401 here is an answer, not an expired session (the login call, the start-up check of
   * GET /api/users/me): do not start the session-expired flow.
   */
  isUnauthorizedExpected?: boolean;
}

/** 401 codes that answer a credential check rather than end a session. */
const CREDENTIAL_ANSWERS: ReadonlySet<string> = new Set(Object.values(LOGIN_ANSWERS));

/** Builds `/api/...?a=1` from a path and query values. */
export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function buildInit<T>(options: RequestOptions<T>): RequestInit {
  // The server names what it creates (a new rundown block) in the language of the screen.
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': languageTag(currentLocale()),
  };
  let body: string | FormData | undefined;
  if (options.multipart) {
    body = options.multipart;
  } else if (options.text) {
    headers['Content-Type'] = options.text.contentType;
    body = options.text.body;
  } else if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  return {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    credentials: 'same-origin',
    signal: options.signal,
  };
}

/**
 * Calls the API and returns its JSON answer (undefined for 204). Failures throw ApiError; a
 * 401 that is not a credential answer also starts the session-expired flow.
 */
export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), buildInit(options));
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, { code: NETWORK_ERROR_CODE, message: String(cause) });
  }
  if (!response.ok) {
    const error = await toApiError(response);
    if (
      error.status === 401 &&
      !options.isUnauthorizedExpected &&
      !CREDENTIAL_ANSWERS.has(error.code)
    ) {
      reportSessionExpired({
        source: 'http',
        details: `${options.method ?? 'GET'} ${path}: ${error.describe()}`,
      });
    }
    throw error;
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  const data: unknown = text ? JSON.parse(text) : undefined;
  return options.schema ? options.schema.parse(data) : (data as T);
}
