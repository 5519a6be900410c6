import type { ReactElement } from 'react';
import { beforeEach, vi } from 'vitest';
import {
  newSection,
  type ActionOf,
  type Assignment,
  type CompanyData,
  type EventData,
  type NewsReport,
  type Paged,
  type RealtimeEvent,
} from '@newsroom/domain';
import { entityEvent } from '../../../test/fakeRealtime';
import { assignmentFixture as assignmentBase } from '../../assignments/testFixtures';
import { json, renderWithProviders } from '../../../test/renderWithProviders';
import { serveRoutes } from '../../../test/serveRoutes';
import { stubFetchEachTest } from '../../../test/stubFetch';
import {
  companyDataFixture,
  newsReportFixture as editorNewsReportFixture,
} from '../editor/testSupport';

/** A news report for tests: version 1 on 2026-11-21, editable, on Jornal da Manhã. */
export function newsReportFixture(fields: Partial<NewsReport> = {}): NewsReport {
  return editorNewsReportFixture({
    uuid: 'uuid-1',
    date: '2026-11-21',
    programsIds: [3],
    authorNickname: 'editor',
    changeDate: '2026-11-21T10:00:00.000Z',
    ...fields,
  });
}

/**
 * A news report (id 7, 1:15 in all) with a script: one II CG "Nome e cargo" (Nome: Maria Silva),
 * an interview and an approved OFF with an observation, listed out of their order.
 */
export function scriptedNewsReportFixture(fields: Partial<NewsReport> = {}): NewsReport {
  return newsReportFixture({
    id: 7,
    totalMs: 75_000,
    sections: [
      { ...newSection('INTERVIEW', 's2', 1), content: 'A água subiu rápido', durationMs: 15_000 },
      {
        ...newSection('OFF', 's1', 0),
        content: 'As ruas alagaram',
        observation: 'imagens aéreas',
        durationMs: 60_000,
        approved: true,
      },
    ],
    cgs: [
      {
        uuid: 'c1',
        index: 0,
        deviceId: null,
        mosData: null,
        ciiData: {
          templateCode: '10',
          templateName: 'Nome e cargo',
          comment: '',
          fields: [{ uuid: 'f1', name: 'Nome', number: 1, size: 0, value: 'Maria Silva' }],
        },
      },
    ],
    ...fields,
  });
}

/**
 * Before each test of the suite: the UI in en_US and `report` served at its path, 404 elsewhere.
 */
export function serveNewsReportEachTest(report: NewsReport) {
  const fetchMock = stubFetchEachTest();
  beforeEach(() =>
    serveRoutes(fetchMock, { [`GET /api/news_reports/${report.id}`]: () => json(report) }),
  );
}

/** An assignment for the association tests. */
export function assignmentFixture(fields: Partial<Assignment> = {}): Assignment {
  return assignmentBase({
    id: 40,
    uuid: 'g-40',
    slug: 'FEIRA DO LIVRO',
    date: '2026-11-20',
    typeId: 4,
    programsIds: [3],
    changeDate: '2026-11-20T10:00:00.000Z',
    ...fields,
  });
}

/** A page of news reports. */
export function pageOf(data: NewsReport[], total = data.length, size = 25): Paged<NewsReport> {
  return { data, page: 0, size, total };
}

/** A `news_reports` event. */
export function newsReportEvent<A extends ActionOf<'news_reports', 'news_report'>>(
  action: A,
  data: EventData<'news_reports', 'news_report', A>,
  id: number,
): RealtimeEvent<'news_reports'> {
  return entityEvent('news_reports', 'news_report', action, data, { id });
}

/** The company data bundle: a program, people, a type, lookups. */
export function newsReportCompanyData(): CompanyData {
  return {
    ...companyDataFixture({ defaultReadRate: 0.075 }),
    vehicles: [{ id: 9, name: 'TV Aberta', type: 'TV', version: 1 }],
    types: [{ id: 4, name: 'Ao vivo', abbreviation: 'VIVO', color: 'red', version: 1 }],
  };
}

/** Renders with the app's providers, a signed-in news report writer and the company data loaded. */
export function renderNewsReport(ui: ReactElement) {
  return renderWithProviders(ui, {
    user: { nickname: 'editor', abilities: { news_report: 'write', assignment: 'write' } },
    companyData: newsReportCompanyData(),
  });
}

/** A route of {@link routedFetch}: its answer to a call it knows, undefined otherwise. */
export type Route = (url: URL, init: RequestInit) => Response | Promise<Response> | undefined;

/** A call {@link routedFetch} received, its JSON body parsed. */
export interface RoutedCall {
  method: string;
  url: URL;
  body: unknown;
}

/**
 * A fetch stand-in that records each call in `calls` and answers with the latest of `routes()`
 * that knows it (a route pushed by a test overrides the default ones), else a 404.
 */
export function routedFetch(routes: () => readonly Route[], calls: RoutedCall[]) {
  return vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    calls.push({
      method: init.method ?? 'GET',
      url,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    for (const route of [...routes()].reverse()) {
      const answer = await route(url, init);
      if (answer) return answer;
    }
    return json({ code: 'route_not_found', message: 'x' }, 404);
  });
}
