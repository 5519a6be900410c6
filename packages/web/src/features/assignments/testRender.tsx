import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { CompanyData } from '@newsroom/domain';
import { i18n } from '../../shared/i18n';
import { FeedbackProvider } from '../../shared/notifications';
import { ME_QUERY_KEY } from '../auth';
import { COMPANY_DATA_KEY } from '../companyData';
import { ACCESSIBLE_PROGRAMS_KEY } from '../programs';
import { companyDataFixture } from './testFixtures';

/** Renders with the app's providers, a signed-in producer and the company data already loaded. */
export function renderWithApp(ui: ReactElement, company: CompanyData = companyDataFixture()) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  client.setQueryData(ME_QUERY_KEY, {
    id: 1,
    name: 'Ana Souza',
    nickname: 'produtor',
    email: 'ana@example.com',
    isRoot: false,
    roles: [],
    abilities: { assignment: 'write', assignment_proposal: 'write', production: 'write' },
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
