import type { ReactElement } from 'react';
import type { CompanyData, NewsReport } from '@newsroom/domain';
import { companyDataBundle, person } from '../../../test/companyData';
import {
  ACCESSIBLE_PROGRAMS_FIXTURE,
  renderWithProviders,
} from '../../../test/renderWithProviders';
import { emptyNewsReport } from './editableNewsReport';

/** A news report for tests: version 1 on 2025-03-10, editable, not approved. */
export function newsReportFixture(fields: Partial<NewsReport> = {}): NewsReport {
  return {
    ...emptyNewsReport('2025-03-10', 2),
    id: 1,
    uuid: 'nr-uuid-1',
    slug: 'ENCHENTE',
    ok: false,
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

/**
 * The company data bundle: people, a TV and a web vehicle, the news report flags and read rates.
 */
export function companyDataFixture(
  newsReport: Partial<CompanyData['configs']['news_report']> = {},
  branchEnabled = false,
): CompanyData {
  return companyDataBundle({
    branchEnabled,
    newsReport: { defaultReadRate: 0.1, ...newsReport },
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
  });
}

/** Renders with the app's providers, a signed-in user (id 1) and the company data loaded. */
export function renderWithApp(ui: ReactElement, company: CompanyData = companyDataFixture()) {
  return renderWithProviders(ui, {
    user: { nickname: 'editor', abilities: { news_report: 'admin' } },
    companyData: company,
    accessiblePrograms: ACCESSIBLE_PROGRAMS_FIXTURE,
  });
}

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
