import type { z } from 'zod';
import { DomainError, REMOTE_KEYS, ruleViolation } from '@newsroom/domain';
import { notFound } from '../../platform/http/refusals';

/**
 * Calls to another branch's served routes (`/api/remote/shared/...`) with the token it issued us.
 * Every call is bounded by `timeoutMs` (AbortSignal.timeout): a branch switched off, a closed
 * port or one that stops answering becomes `remote:unreachable` quickly — never a hung request.
 * Its answer is checked against the schema we expect; anything else is `remote:badAnswer`.
 */
export interface RemoteBranchTarget {
  /** Base URL of the other installation, without a trailing slash. */
  address: string;
  /** Null only for a check of a branch we hold no token of: it still says whether it answers. */
  token: string | null;
}

export function remoteClient(target: RemoteBranchTarget, timeoutMs: number) {
  return async function get<S extends z.ZodType>(
    path: string,
    schema: S,
    query: Record<string, string | number> = {},
  ): Promise<z.output<S>> {
    const url = new URL(`${target.address}/api/remote/shared/${path}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value));
    let response: Response;
    try {
      response = await fetch(url, {
        headers: {
          accept: 'application/json',
          ...(target.token ? { authorization: `Bearer ${target.token}` } : {}),
        },
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
    } catch {
      throw ruleViolation(REMOTE_KEYS.unreachable, { address: target.address });
    }
    if (response.status === 401)
      throw ruleViolation(target.token ? REMOTE_KEYS.tokenRefused : REMOTE_KEYS.noToken);
    if (response.status === 404) throw notFound();
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError')
        throw ruleViolation(REMOTE_KEYS.unreachable, { address: target.address });
      throw ruleViolation(REMOTE_KEYS.badAnswer, { status: response.status });
    }
    if (!response.ok) {
      throw ruleViolation(REMOTE_KEYS.badAnswer, { status: response.status, remote: body });
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw ruleViolation(REMOTE_KEYS.badAnswer, { status: response.status });
    return parsed.data;
  };
}

/** Whether an error is a branch call's refusal (`remote:*`), as opposed to a fault of ours. */
export const isRemoteRefusal = (error: unknown): error is DomainError =>
  error instanceof DomainError && error.message.startsWith('remote:');
