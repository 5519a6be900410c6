import { expect } from 'vitest';
import type { Institution, Round, RoundCall, RoundSheet, Segment } from '@newsroom/domain';
import type { TestCall } from '../../test/injectAs';

/** What the rounds tests repeat: records made by an administrator, a call saved, a sheet read. */
export function roundsTestkit(call: TestCall) {
  async function created<T>(url: string, cookie: string, body: object): Promise<T> {
    const response = await call('POST', url, cookie, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<T>();
  }
  return {
    addSegment: (cookie: string, name: string) =>
      created<Segment>('/api/segments', cookie, { name }),
    addInstitution: (
      cookie: string,
      body: { name: string; segmentId: number; [field: string]: unknown },
    ) => created<Institution>('/api/institutions', cookie, body),
    addRound: (
      cookie: string,
      body: { time: string; institutionId: number; [field: string]: unknown },
    ) => created<Round>('/api/rounds', cookie, body),

    /** GET /api/rounds/sheet of a day (200 expected). */
    async sheet(cookie: string, date?: string): Promise<RoundSheet> {
      const response = await call('GET', `/api/rounds/sheet${date ? `?date=${date}` : ''}`, cookie);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<RoundSheet>();
    },

    /** PUT a call of a day (200 expected). */
    async saveCall(
      cookie: string,
      roundId: number,
      date: string,
      body: { state: string; note?: string; version: number },
    ): Promise<RoundCall> {
      const response = await call('PUT', `/api/rounds/${roundId}/calls/${date}`, cookie, body);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<RoundCall>();
    },
  };
}
