import type { ReactElement } from 'react';
import type {
  ActionOf,
  Assignment,
  CompanyData,
  EventData,
  NewsReport,
  Paged,
  RealtimeEvent,
} from '@newsroom/domain';
import { entityEvent } from '../../../test/fakeRealtime';
import { assignmentFixture as assignmentBase } from '../../assignments/testFixtures';
import { renderWithProviders } from '../../../test/renderWithProviders';
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
