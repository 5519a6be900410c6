import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { AccessLevel } from '@newsroom/domain';
import { i18n } from '../../shared/i18n';
import { FeedbackProvider } from '../../shared/notifications';
import { ME_QUERY_KEY } from '../auth';
import { COMPANY_DATA_KEY } from '../companyData';
import { productionKeys } from './api/productionsApi';
import { companyDataFixture } from './testFixtures';

/** Options of {@link renderWithApp}. */
export interface RenderOptions {
  /** The signed-in user's level in the production area. */
  production?: AccessLevel;
  /** The checklist configuration. */
  hideDone?: boolean;
  /** Where the router starts. */
  path?: string;
}

/** Renders with the app's providers, a signed-in producer, the company data and the checklist lookups loaded. */
export function renderWithApp(ui: ReactElement, options: RenderOptions = {}) {
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
    abilities: { production: options.production ?? 'write', assignment: 'write' },
    groupIds: [],
  });
  client.setQueryData(COMPANY_DATA_KEY, companyDataFixture());
  client.setQueryData(productionKeys.config, { hideDone: options.hideDone ?? false, version: 1 });
  client.setQueryData(productionKeys.lookups('production_types'), [
    { id: 4, name: 'Externa', excluded: false, version: 1 },
  ]);
  client.setQueryData(productionKeys.lookups('production_resources'), [
    { id: 6, name: 'Link móvel', excluded: false, version: 1 },
    { id: 7, name: 'Drone', excluded: false, version: 1 },
  ]);
  const result = render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[options.path ?? '/main']}>
          <FeedbackProvider>{ui}</FeedbackProvider>
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...result, client };
}

/** A JSON response. */
export const json = (body: unknown, status = 200) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
