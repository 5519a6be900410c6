import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { Assignment, CompanyData, NewsReport, Paged, RealtimeEvent } from '@newsroom/domain';
import { i18n } from '../../../shared/i18n';
import { FeedbackProvider } from '../../../shared/notifications';
import { ME_QUERY_KEY } from '../../auth';
import { COMPANY_DATA_KEY } from '../../companyData';

/** A reportage for tests: version 1 on 2026-11-21, editable. */
export function newsReportFixture(fields: Partial<NewsReport> = {}): NewsReport {
  return {
    id: 1,
    uuid: 'uuid-1',
    slug: 'ENCHENTE',
    date: '2026-11-21',
    state: 'PRODUCING',
    branchId: null,
    reporterId: 2,
    editorId: null,
    programsIds: [3],
    editorialsIds: [],
    vehiclesIds: [],
    classificationId: null,
    cameraman: '',
    lead: '',
    text: '',
    teaser: '',
    headingSuggestion: '',
    noteSuggestion: '',
    information: '',
    ok: false,
    tv: true,
    radio: false,
    sections: [],
    cgs: [],
    totalMs: 0,
    assignmentId: null,
    ownerId: 1,
    authorNickname: 'editor',
    changeDate: '2026-11-21T10:00:00.000Z',
    isPrivate: false,
    allowedUserIds: [],
    visible: true,
    excluded: false,
    version: 1,
    abilities: { canEdit: true, canDelete: true, canShare: true, canApprove: false },
    ...fields,
  };
}

/** A guideline for the association tests. */
export function guidelineFixture(fields: Partial<Assignment> = {}): Assignment {
  return {
    id: 40,
    uuid: 'g-40',
    slug: 'FEIRA DO LIVRO',
    date: '2026-11-20',
    state: 'PRODUCING',
    typeId: 4,
    teamId: null,
    branchId: null,
    classificationId: null,
    cameraman: '',
    editorsIds: [],
    producersIds: [],
    reportersIds: [],
    programsIds: [3],
    editorialsIds: [],
    vehiclesIds: [],
    proposal: '',
    referral: '',
    information: '',
    guides: [],
    tasks: [],
    proposalId: null,
    productionId: null,
    ownerId: 1,
    authorNickname: 'produtor',
    changeDate: '2026-11-20T10:00:00.000Z',
    isPrivate: false,
    allowedUserIds: [],
    visible: true,
    excluded: false,
    version: 1,
    abilities: { canEdit: true, canDelete: true, canShare: true },
    ...fields,
  };
}

/** A page of reportages. */
export function pageOf(data: NewsReport[], total = data.length, size = 25): Paged<NewsReport> {
  return { data, page: 0, size, total };
}

/** A `news_reports` event. */
export function newsReportEvent(
  action: RealtimeEvent['action'],
  data: unknown,
  id: number,
): RealtimeEvent {
  return {
    seq: 1,
    topic: 'news_reports',
    action,
    entity: 'news_report',
    id,
    data,
    version: null,
    originSession: 'other',
  } as RealtimeEvent;
}

/** The company data bundle: a program, people, a type, lookups. */
export function reportageCompanyData(): CompanyData {
  const person = (id: number, name: string, nickname: string) => ({ id, name, nickname });
  return {
    programs: [{ id: 3, name: 'Jornal da Manhã', enabled: true }],
    classifications: [{ id: 8, name: 'Livre', version: 1 }],
    vehicles: [{ id: 9, name: 'TV Aberta', type: 'TV', version: 1 }],
    users: [person(1, 'Ana Souza', 'editor'), person(2, 'Bruno Lima', 'reporter')],
    editors: [person(1, 'Ana Souza', 'editor')],
    producers: [person(1, 'Ana Souza', 'editor')],
    reporters: [person(2, 'Bruno Lima', 'reporter')],
    editorials: [{ id: 7, name: 'Cidades', version: 1 }],
    teams: [],
    types: [{ id: 4, name: 'Ao vivo', abbreviation: 'VIVO', color: 'red', version: 1 }],
    configs: {
      document: { branchEnabled: false },
      assignment: {
        classificationEnabled: true,
        editorsEnabled: true,
        reportersEnabled: true,
        editorialsEnabled: true,
        typeEnabled: true,
        vehiclesEnabled: true,
        linkEnabled: true,
        lockFinished: false,
      },
      news_report: {
        vehiclesEnabled: true,
        editorEnabled: true,
        cameramanEnabled: true,
        classificationEnabled: true,
        editorialsEnabled: true,
        readRates: {},
        defaultReadRate: 0.075,
      },
      story: { readRates: {}, defaultReadRate: 0.075 },
      rundown: { estimatedEnabled: true },
    },
  } as CompanyData;
}

/** Renders with the app's providers, a signed-in reportage writer and the company data loaded. */
export function renderReportage(ui: ReactElement) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  client.setQueryData(ME_QUERY_KEY, {
    id: 1,
    name: 'Ana Souza',
    nickname: 'editor',
    email: 'ana@example.com',
    isRoot: false,
    roles: [],
    abilities: { news_report: 'write', assignment: 'write' },
    groupIds: [],
  });
  client.setQueryData(COMPANY_DATA_KEY, reportageCompanyData());
  const result = render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <FeedbackProvider>{ui}</FeedbackProvider>
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...result, client };
}

/** A JSON response. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
