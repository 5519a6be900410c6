import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { companyDataBundle } from '../../../../test/companyData';
import { firstSent } from '../../../../test/fetchCalls';
import { json, renderWithProviders } from '../../../../test/renderWithProviders';
import { serveRoutes } from '../../../../test/serveRoutes';
import { stubFetchEachTest } from '../../../../test/stubFetch';
import { categoryFixture } from '../testFixtures';
import { CategoriesTab } from './CategoriesTab';

const CATEGORIES = [
  categoryFixture(),
  categoryFixture({ id: 8, network: 'twitter', name: 'Política' }),
];

function renderTab() {
  renderWithProviders(<CategoriesTab canEdit />, {
    user: { nickname: 'admin', abilities: { admin: 'write' } },
    companyData: companyDataBundle(),
  });
}

describe('CategoriesTab', () => {
  const fetchMock = stubFetchEachTest();

  it('lists the categories of the network chosen and creates one in it', async () => {
    serveRoutes(fetchMock, {
      'GET /api/agency/categories': () => json(CATEGORIES),
      'POST /api/agency/categories': () =>
        json(categoryFixture({ id: 9, network: 'twitter', name: 'Esportes' }), 201),
    });
    renderTab();
    await screen.findByTestId('agency-category-row-Nacional');
    expect(screen.queryByTestId('agency-category-row-Política')).toBeNull();
    fireEvent.mouseDown(
      within(screen.getByTestId('agency-categories-network')).getByRole('combobox'),
    );
    fireEvent.click((await screen.findAllByTitle('X (Twitter)')).at(-1)!);
    await screen.findByTestId('agency-category-row-Política');

    fireEvent.click(screen.getByTestId('agency-categories-new'));
    fireEvent.change(await screen.findByTestId('agency-category-form-name'), {
      target: { value: ' Esportes ' },
    });
    fireEvent.click(screen.getByTestId('agency-category-form-save'));
    const sent = await firstSent(fetchMock, 'POST');
    expect(sent.body).toEqual({ network: 'twitter', name: 'Esportes' });
    expect(await screen.findByTestId('agency-category-row-Esportes')).toBeTruthy();
  });

  it('shows a name the network already has beside the name (409)', async () => {
    serveRoutes(fetchMock, {
      'GET /api/agency/categories': () => json(CATEGORIES),
      'PUT /api/agency/categories/7': () =>
        json({ code: 'duplicate', message: 'agency:duplicateCategory' }, 409),
    });
    renderTab();
    fireEvent.click(await screen.findByTestId('agency-category-edit-Nacional'));
    const name = await screen.findByTestId('agency-category-form-name');
    fireEvent.change(name, { target: { value: 'Internacional' } });
    fireEvent.click(screen.getByTestId('agency-category-form-save'));
    expect(
      await screen.findByText('This network already has a category with this name.'),
    ).toBeTruthy();
    const sent = await firstSent(fetchMock, 'PUT');
    expect(sent.body).toEqual({ name: 'Internacional', version: 1 });
    expect(screen.getByTestId('agency-category-form')).toBeTruthy();
  });

  it('keeps a category that sources use and says how many (422)', async () => {
    serveRoutes(fetchMock, {
      'GET /api/agency/categories': () => json(CATEGORIES),
      'DELETE /api/agency/categories/7': () =>
        json(
          { code: 'rule_violation', message: 'agency:categoryInUse', details: { count: 3 } },
          422,
        ),
    });
    renderTab();
    fireEvent.click(await screen.findByTestId('agency-category-delete-Nacional'));
    fireEvent.click(await screen.findByTestId('agency-category-delete-confirm'));
    const warning = await screen.findByTestId('notification-warning');
    expect(warning.textContent).toContain('The category Nacional is in use');
    expect(warning.textContent).toContain('3 sources belong to it.');
    await waitFor(() => expect(screen.getByTestId('agency-category-row-Nacional')).toBeTruthy());
  });
});
