import { expect } from 'vitest';
import type { LockView, Report, ReportTerm } from '@newsroom/domain';
import type { TestCall } from '../../test/injectAs';

/** What the reports tests repeat: a report, a save over its version, a category or an event. */

/** POST /api/reports (201 expected). */
export async function createReport(
  call: TestCall,
  cookie: string,
  body: { title: string } & Record<string, unknown>,
): Promise<Report> {
  const response = await call('POST', '/api/reports', cookie, { date: '2026-11-27', ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Report>();
}

/** PUT /api/reports/{id} over the report's version (200 expected). */
export async function saveReport(
  call: TestCall,
  cookie: string,
  report: Report,
  changes: object,
): Promise<Report> {
  const { title, date, categoryId, eventIds, text, version } = report;
  const response = await call('PUT', `/api/reports/${report.id}`, cookie, {
    ...{ title, date, categoryId, eventIds, text, version },
    ...changes,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Report>();
}

/** POST /api/report_categories or /api/report_events (201 expected). */
export async function addTerm(
  call: TestCall,
  cookie: string,
  list: 'report_categories' | 'report_events',
  name: string,
): Promise<ReportTerm> {
  const response = await call('POST', `/api/${list}`, cookie, { name });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ReportTerm>();
}

/** Lets go of the caller's edit lock of a report (DELETE /api/locks/{uuid}). */
export async function releaseLock(call: TestCall, cookie: string, id: number): Promise<void> {
  const locks = (await call('GET', '/api/locks', cookie)).json<LockView[]>();
  const held = locks.find((lock) => lock.entityType === 'report' && lock.entityId === String(id));
  if (!held) throw new Error(`no lock held on report ${id}`);
  const response = await call('DELETE', `/api/locks/${held.uuid}`, cookie);
  expect(response.statusCode, response.body).toBe(204);
}
