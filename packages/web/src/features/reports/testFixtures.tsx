import type { ReactElement } from 'react';
import type { AccessLevel, Report, ReportTerm } from '@newsroom/domain';
import { companyDataBundle, person } from '../../test/companyData';
import { renderWithProviders } from '../../test/renderWithProviders';
import { termsKey } from './api/reportTermsApi';

/** Test data of reports: a report, the São Paulo categories and events, a render. */

/** A report of 2026-11-21, version 1, visible and editable, not approved. */
export function reportFixture(fields: Partial<Report> = {}): Report {
  return {
    id: 1,
    title: 'Relatório de plantão',
    date: '2026-11-21',
    categoryId: 1,
    eventIds: [10],
    text: 'Incêndio em galpão na Mooca.',
    ok: false,
    createdAt: '2026-11-21T09:00:00.000Z',
    ownerId: 1,
    authorNickname: 'produtor',
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

/** Plantão (1) and Cobertura (2). */
export const CATEGORIES: ReportTerm[] = [
  { id: 1, name: 'Plantão', version: 1 },
  { id: 2, name: 'Cobertura', version: 1 },
];

/** Incêndio (10) and Enchente (11). */
export const EVENTS: ReportTerm[] = [
  { id: 10, name: 'Incêndio', version: 1 },
  { id: 11, name: 'Enchente', version: 1 },
];

/**
 * Renders with the app's providers, a signed-in user of the given report level, and the
 * categories and events already loaded.
 */
export function renderReports(ui: ReactElement, level: AccessLevel = 'write') {
  return renderWithProviders(ui, {
    user: { nickname: 'produtor', abilities: { report: level } },
    companyData: companyDataBundle({ users: [person(1, 'Rafael Lima', 'produtor')] }),
    queryData: [
      [termsKey('report_categories'), CATEGORIES],
      [termsKey('report_events'), EVENTS],
    ],
  });
}
