import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { TestCall, TestMethod } from '../../test/injectAs';
import { filterAudit } from '../audit/audit';
import type { Executor } from '../db/client';

/** One call of a route test: its method and URL. */
export type RouteCall = readonly [TestMethod, string];

/** The body a call sends: `body` on writes, none on a GET or a DELETE. */
export const bodyOnWrites =
  (body: unknown) =>
  (method: TestMethod): unknown =>
    method === 'GET' || method === 'DELETE' ? undefined : body;

/**
 * Asserts that every call answers 401 without a session; `payloadOf` gives what each sends, so
 * the refusal is the session's and not the body's. Answers the responses, for further checks.
 */
export async function expectSessionRequired(
  call: TestCall,
  calls: readonly RouteCall[],
  payloadOf: (method: TestMethod) => unknown = () => undefined,
): Promise<LightMyRequestResponse[]> {
  const responses: LightMyRequestResponse[] = [];
  for (const [method, url] of calls) {
    const response = await call(method, url, null, payloadOf(method));
    expect(response.statusCode, `${method} ${url}`).toBe(401);
    responses.push(response);
  }
  return responses;
}

/** The audit entries of the records of a kind labelled like `label`, newest first (ten at most). */
export async function auditEntriesOf(db: Executor, entityType: string, label: string) {
  return (await filterAudit(db, { filter: label, entityType, page: 0, size: 10 })).rows;
}
