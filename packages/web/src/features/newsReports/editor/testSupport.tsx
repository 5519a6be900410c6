import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { CompanyData, NewsReport } from '@newsroom/domain';
import { i18n } from '../../../shared/i18n';
import { FeedbackProvider } from '../../../shared/notifications';
import { ME_QUERY_KEY } from '../../auth';
import { COMPANY_DATA_KEY } from '../../companyData';
import { ACCESSIBLE_PROGRAMS_KEY } from '../../programs';

/** A reportage for tests: version 1 on 2025-03-10, editable, not approved. */
export function newsReportFixture(fields: Partial<NewsReport> = {}): NewsReport {
  return {
    id: 1,
    uuid: 'nr-uuid-1',
    slug: 'ENCHENTE',
    date: '2025-03-10',
    state: 'PRODUCING',
    branchId: null,
    reporterId: 2,
    editorId: null,
    programsIds: [],
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
    authorNickname: 'reporter',
    changeDate: '2025-03-10T10:00:00.000Z',
    isPrivate: false,
    allowedUserIds: [],
    visible: true,
    excluded: false,
    version: 1,
    abilities: { canEdit: true, canDelete: true, canShare: true, canApprove: false },
    ...fields,
  };
}

/** The company data bundle: people, a TV and a web vehicle, the reportage flags and read rates. */
export function companyDataFixture(
  newsReport: Partial<CompanyData['configs']['news_report']> = {},
  branchEnabled = false,
): CompanyData {
  const person = (id: number, name: string, nickname: string) => ({ id, name, nickname });
  return {
    programs: [{ id: 3, name: 'Jornal da Manhã', enabled: true }],
    classifications: [{ id: 8, name: 'Livre', version: 1 }],
    vehicles: [
      { id: 9, name: 'TV Aberta', type: 'TV', version: 1 },
      { id: 10, name: 'Portal', type: 'WEB', version: 1 },
    ],
    users: [person(1, 'Ana Souza', 'editor'), person(2, 'Bruno Lima', 'reporter')],
    editors: [person(1, 'Ana Souza', 'editor')],
    producers: [person(1, 'Ana Souza', 'editor')],
    reporters: [person(2, 'Bruno Lima', 'reporter')],
    editorials: [{ id: 7, name: 'Cidades', version: 1 }],
    teams: [],
    types: [],
    configs: {
      document: { branchEnabled },
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
        defaultReadRate: 0.1,
        ...newsReport,
      },
      story: { readRates: {}, defaultReadRate: 0.075 },
      rundown: { estimatedEnabled: true },
    },
  } as CompanyData;
}

/** Renders with the app's providers, a signed-in user (id 1) and the company data loaded. */
export function renderWithApp(ui: ReactElement, company: CompanyData = companyDataFixture()) {
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
    abilities: { news_report: 'admin' },
    groupIds: [],
  });
  client.setQueryData(COMPANY_DATA_KEY, company);
  client.setQueryData(ACCESSIBLE_PROGRAMS_KEY, [
    {
      id: 3,
      name: 'Jornal da Manhã',
      start: '06:00:00',
      end: '08:00:00',
      enabled: true,
      legacyMode: false,
      isRestricted: false,
    },
  ]);
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

/** A lock the load for edit answers. */
export const lockFixture = {
  uuid: 'lock-1',
  entityType: 'news_report',
  entityId: '1',
  userId: 1,
  nickname: 'editor',
  acquiredAt: '2025-03-10T10:00:00.000Z',
  expiresAt: '2025-03-10T10:05:00.000Z',
};
