import type { AgencyHintKey } from '@newsroom/domain';
import type { z } from 'zod';
import { safeFetch } from '../safeFetch';
import { SourceError } from '../sourceError';

/**
 * GETs a network API's JSON answer and checks it has the shape the connector reads; every
 * failure is the source's `hint` (an API answering something else names no readable source).
 */
export async function getJson<T>(
  url: string,
  schema: z.ZodType<T>,
  options: { hint: AgencyHintKey; allowPrivate: boolean; headers?: Record<string, string> },
): Promise<T> {
  const answer = await safeFetch(url, {
    allowPrivate: options.allowPrivate,
    hint: options.hint,
    headers: { Accept: 'application/json', ...options.headers },
  });
  if (answer.status !== 'ok') throw new SourceError(options.hint, 'HTTP 304 without validators');
  let json: unknown;
  try {
    json = JSON.parse(answer.body.toString('utf8'));
  } catch (error) {
    throw new SourceError(options.hint, `not JSON: ${(error as Error).message}`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new SourceError(
      options.hint,
      `unexpected answer: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim(),
    );
  }
  return parsed.data;
}

/** A base URL with the path after it, whether or not the administrator ended it with a slash. */
export function apiUrl(baseUrl: string, path: string, query?: Record<string, string>): string {
  const search = query ? `?${new URLSearchParams(query)}` : '';
  return `${baseUrl.replace(/\/+$/, '')}/${path}${search}`;
}
