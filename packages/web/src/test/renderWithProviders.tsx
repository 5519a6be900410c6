import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { CompanyData } from '@newsroom/domain';
import { ME_QUERY_KEY, type Me } from '../features/auth';
import { COMPANY_DATA_KEY } from '../features/companyData';
import { ACCESSIBLE_PROGRAMS_KEY } from '../features/programs';
import { i18n } from '../shared/i18n';
import { FeedbackProvider } from '../shared/notifications';
import { meFixture } from './meFixture';

/** The programs the signed-in user may work on: Jornal da Manhã (id 3), 06:00 to 08:00. */
export const ACCESSIBLE_PROGRAMS_FIXTURE = [
  {
    id: 3,
    name: 'Jornal da Manhã',
    start: '06:00:00',
    end: '08:00:00',
    enabled: true,
    legacyMode: false,
    isRestricted: false,
  },
];

/** What {@link renderWithProviders} signs in, caches and routes to. */
export interface ProvidersOptions {
  /**
   * The signed-in user's nickname, levels and roles (none unless given); she is Ana Souza
   * (id 1), not root, in no group.
   */
  user: Pick<Me, 'nickname' | 'abilities'> & Partial<Pick<Me, 'roles'>>;
  /** The company data bundle, already loaded. */
  companyData: CompanyData;
  /** The accessible programs, already loaded (not cached when absent). */
  accessiblePrograms?: typeof ACCESSIBLE_PROGRAMS_FIXTURE;
  /** Further answers already loaded, as query key and data. */
  queryData?: readonly (readonly [QueryKey, unknown])[];
  /** Where the router starts (`/` when absent). */
  path?: string;
}

/**
 * Renders with the app's providers (query client without retries, i18n, a memory router,
 * feedback) and the given answers cached; returns the query client with the render result.
 */
export function renderWithProviders(ui: ReactElement, options: ProvidersOptions) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  client.setQueryData(
    ME_QUERY_KEY,
    meFixture({
      id: 1,
      nickname: options.user.nickname,
      email: 'ana@example.com',
      roles: options.user.roles ?? [],
      abilities: options.user.abilities,
    }),
  );
  client.setQueryData(COMPANY_DATA_KEY, options.companyData);
  if (options.accessiblePrograms)
    client.setQueryData(ACCESSIBLE_PROGRAMS_KEY, options.accessiblePrograms);
  for (const [key, data] of options.queryData ?? []) client.setQueryData(key, data);
  const result = render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={options.path === undefined ? undefined : [options.path]}>
          <FeedbackProvider>{ui}</FeedbackProvider>
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...result, client };
}

/**
 * Renders with a query client without retries, i18n and feedback (no router, nobody signed in);
 * returns the query client with the render result.
 */
export function renderWithClient(
  ui: ReactElement,
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  const result = render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <FeedbackProvider>{ui}</FeedbackProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...result, client };
}

/** A JSON response (no body for 204). */
export const json = (body: unknown, status = 200) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** {@link renderWithClient} with a fresh query client: nothing cached. */
export const renderWithFeedback = (ui: ReactElement) => renderWithClient(ui);
