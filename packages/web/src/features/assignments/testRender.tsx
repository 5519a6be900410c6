import type { ReactElement } from 'react';
import type { CompanyData } from '@newsroom/domain';
import { ACCESSIBLE_PROGRAMS_FIXTURE, renderWithProviders } from '../../test/renderWithProviders';
import { companyDataFixture } from './testFixtures';

/** Renders with the app's providers, a signed-in producer and the company data already loaded. */
export function renderWithApp(ui: ReactElement, company: CompanyData = companyDataFixture()) {
  return renderWithProviders(ui, {
    user: {
      nickname: 'produtor',
      abilities: { assignment: 'write', assignment_proposal: 'write', production: 'write' },
    },
    companyData: company,
    accessiblePrograms: ACCESSIBLE_PROGRAMS_FIXTURE,
  });
}
