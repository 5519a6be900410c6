import { randomBytes } from 'node:crypto';
import { beforeAll, expect } from 'vitest';
import type { NewsReport } from '@newsroom/domain';
import { restrictedAndOpenPrograms } from '../assignments/assignments.testkit';
import { createGroup, createUser, loginCookie, type TestApp } from '../../test/testApp';
import type { TestDatabase } from '../../test/testDatabase';
import { useTestApp, type TestSuite } from '../../test/useTestApp';

/** Test helpers of the news report route tests: one database and app per file, users by role. */

export { expectFieldError, assignmentBody } from '../assignments/assignments.testkit';

type Role =
  'writer' | 'writer2' | 'reader' | 'approver' | 'nobody' | 'member' | 'outsider' | 'admin';

export interface NewsReportsWorld {
  tdb: TestDatabase;
  t: TestApp;
  call: TestSuite['call'];
  cookies: Record<Role, string>;
  ids: Record<Role, number>;
  restrictedProgramId: number;
  openProgramId: number;
}

/** A unique slug (lower case, so tests see the upper-casing). */
export const slug = (prefix = 'reportagem') => `${prefix} ${randomBytes(3).toString('hex')}`;

/**
 * The world of a test file over its app and database (as useTestApp), filled in before its tests:
 * writer and writer2 write news reports and assignments, reader reads both, approver holds
 * ROLE_NEWS_REPORT_ADMIN, admin administers the configuration, member is in the group restricting
 * one program, outsider is not.
 */
export function useNewsReportsWorld(): NewsReportsWorld {
  const { tdb, t, call } = useTestApp();
  const w: NewsReportsWorld = {
    tdb,
    t,
    call,
    cookies: {} as Record<Role, string>,
    ids: {} as Record<Role, number>,
    restrictedProgramId: 0,
    openProgramId: 0,
  };
  beforeAll(async () => fill(w));
  return w;
}

async function fill(w: NewsReportsWorld): Promise<void> {
  const { tdb, t, cookies, ids } = w;
  const group = await createGroup(tdb.database);
  const permissions: Record<Role, Record<string, string>> = {
    writer: { news_report: 'write', assignment: 'write' },
    writer2: { news_report: 'write', assignment: 'write' },
    reader: { news_report: 'read', assignment: 'read' },
    approver: { news_report: 'admin', assignment: 'read' },
    nobody: {},
    member: { news_report: 'write' },
    outsider: { news_report: 'write' },
    admin: { admin: 'write', news_report: 'read' },
  };
  for (const role of Object.keys(permissions) as Role[]) {
    const user = await createUser(tdb.database, {
      permissions: permissions[role] as never,
      groupIds: role === 'member' ? [group.id] : [],
    });
    cookies[role] = await loginCookie(t.app, user.nickname);
    ids[role] = user.id;
  }
  Object.assign(w, await restrictedAndOpenPrograms(tdb.database, group.id));
}

/** A news report body: appearance, off, interview (manual 00:15), art and soundup, and a CG. */
export function reportBody(
  reporterId: number,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    slug: slug(),
    date: '2025-03-10',
    reporterId,
    cameraman: 'Tiago Ferreira',
    lead: 'Moradores da zona leste estão sem água há três dias.',
    information: 'Sabesp promete nota às 10h.',
    headingSuggestion: 'A FALTA DE ÁGUA CHEGA AO TERCEIRO DIA NA ZONA LESTE.',
    noteSuggestion: 'A concessionária promete normalizar até amanhã.',
    sections: [
      { uuid: 's1', type: 'APPEARANCE', content: 'x'.repeat(40) },
      { uuid: 's2', type: 'OFF', content: 'y'.repeat(20) + ' [SOBE SOM]' },
      {
        uuid: 's3',
        type: 'INTERVIEW',
        content: 'Maria: "Estamos sem água"',
        manual: true,
        durationMs: '00:15',
      },
      { uuid: 's4', type: 'ART', content: 'Mapa dos bairros afetados' },
      { uuid: 's5', type: 'SOUNDUP', content: 'Som do caminhão-pipa', durationMs: 9000 },
    ],
    cgs: [
      {
        uuid: 'cg1',
        ciiData: {
          templateCode: '12',
          templateName: 'Nome e função',
          fields: [
            { uuid: 'f1', name: 'Nome', size: 30, value: 'Maria Aparecida' },
            { uuid: 'f2', name: 'Função', size: 30, value: 'Dona de casa' },
          ],
        },
      },
    ],
    ...overrides,
  };
}

/** Posts a news report (201 expected). */
export async function createReport(
  w: NewsReportsWorld,
  cookie = w.cookies.writer,
  overrides: Record<string, unknown> = {},
): Promise<NewsReport> {
  const response = await w.call(
    'POST',
    '/api/news_reports',
    cookie,
    reportBody(w.ids.writer, overrides),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<NewsReport>();
}

/** Loads a news report (200 expected). */
export async function loadReport(
  w: NewsReportsWorld,
  id: number,
  cookie = w.cookies.writer,
): Promise<NewsReport> {
  const response = await w.call('GET', `/api/news_reports/${id}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NewsReport>();
}

/** POST …/edit: loads for edit with the lock (optionally taking it over). */
export const editReport = (
  w: NewsReportsWorld,
  id: number,
  cookie = w.cookies.writer,
  takeOver = false,
) => w.call('POST', `/api/news_reports/${id}/edit`, cookie, { takeOver });

/**
 * PUT of a loaded news report with changes (the answer's extra fields are ignored by the schema).
 */
export const saveReport = (
  w: NewsReportsWorld,
  report: NewsReport,
  cookie = w.cookies.writer,
  changes: Record<string, unknown> = {},
) => w.call('PUT', `/api/news_reports/${report.id}`, cookie, { ...report, ...changes });

/** Sets the news report read rates through the configuration call (as an administrator). */
export async function setReadRates(
  w: NewsReportsWorld,
  readRates: Record<string, number>,
  defaultReadRate: number,
): Promise<void> {
  const current = (await w.call('GET', '/api/news_reports/config', w.cookies.admin)).json<{
    version: number;
  }>();
  const response = await w.call('PUT', '/api/news_reports/config', w.cookies.admin, {
    ...current,
    readRates,
    defaultReadRate,
  });
  expect(response.statusCode, response.body).toBe(200);
}
