import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { companyDataBundle } from '../../../../test/companyData';
import { entityEvent, pushToAll, topicHandlers } from '../../../../test/fakeRealtime';
import { json, renderWithProviders } from '../../../../test/renderWithProviders';
import { serveRoutes } from '../../../../test/serveRoutes';
import { stubFetchEachTest } from '../../../../test/stubFetch';
import { categoryFixture, sourceFixture } from '../testFixtures';
import { AgencyAdminPage } from './AgencyAdminPage';

vi.mock('../../../../shared/realtime', () => import('../../../../test/fakeRealtime'));

const G1 = sourceFixture();
const AGENCIA_BRASIL = sourceFixture({ id: 3, name: 'Agência Brasil', categoryId: null });

function renderPage(hearsAgency: boolean) {
  serveRoutes(fetchMock, {
    'GET /api/agency/sources': () => json([G1, AGENCIA_BRASIL]),
    'GET /api/agency/categories': () => json([categoryFixture()]),
  });
  renderWithProviders(<AgencyAdminPage canEdit hearsAgency={hearsAgency} />, {
    user: { nickname: 'admin', abilities: { admin: 'write' } },
    companyData: companyDataBundle(),
  });
}

const fetchMock = stubFetchEachTest();

describe('AgencyAdminPage', () => {
  beforeEach(() => {
    topicHandlers.length = 0;
  });

  it('follows the agency topic: a poll that fails, a removal, a renamed category', async () => {
    renderPage(true);
    await screen.findByTestId('agency-source-row-G1');
    pushToAll(
      entityEvent('agency', 'agency_source', 'UPDATE', {
        ...G1,
        state: 'invalid',
        hint: 'agency:invalidFeed',
        lastError: 'HTTP 503',
        version: 3,
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('agency-source-state-G1').textContent).toBe('Invalid'),
    );
    pushToAll(entityEvent('agency', 'agency_source', 'DELETE', { id: 3 }, { id: 3 }));
    await waitFor(() =>
      expect(screen.queryByTestId('agency-source-row-Agência Brasil')).toBeNull(),
    );
    pushToAll(
      entityEvent(
        'agency',
        'agency_category',
        'UPDATE',
        categoryFixture({ name: 'Brasil', version: 2 }),
      ),
    );
    await waitFor(() =>
      expect(within(screen.getByTestId('agency-source-row-G1')).getByText('Brasil')).toBeTruthy(),
    );
  });

  it('does not subscribe to the agency topic without agency read access', async () => {
    renderPage(false);
    await screen.findByTestId('agency-source-row-G1');
    expect(topicHandlers.some((handler) => handler.topic === 'agency')).toBe(false);
  });
});
