import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Production } from '@newsroom/domain';
import { i18n } from '../../../shared/i18n';
import { ProductionsPage } from '../pages/ProductionsPage';
import { productionKeys } from '../api/productionsApi';
import { productionFixture } from '../testFixtures';
import { json } from '../../../test/renderWithProviders';
import { renderWithApp } from '../testRender';
import { ProductionTrashPanel } from './ProductionTrashPanel';

const removed = productionFixture({
  id: 9,
  slug: 'OBRA PARADA',
  date: '2025-03-10',
  excluded: true,
  version: 2,
  abilities: { canEdit: false, canDelete: false },
});

describe('ProductionTrashPanel', { timeout: 30_000 }, () => {
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
  let trash: Production[];
  beforeEach(async () => {
    await i18n.changeLanguage('en_US');
    trash = [removed];
    fetchMock = vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      if (url.startsWith('/api/productions/excluded?'))
        return json({ data: trash, page: 0, size: 25, total: trash.length });
      if (url === '/api/productions/9/restore' && init?.method === 'PUT') {
        trash = [];
        return json({ ...removed, excluded: false, version: 3 });
      }
      if (url.startsWith('/api/productions?')) return json([]);
      return json({ code: 'route_not_found', message: 'x' }, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is a tab of the productions page', async () => {
    renderWithApp(<ProductionsPage />, { path: '/main?area=productions&date=2025-03-10' });
    fireEvent.click(screen.getByTestId('productions-trash'));
    expect((await screen.findByTestId('production-trash-row')).textContent).toContain(
      'OBRA PARADA',
    );
  });

  it('restores a checklist into its day list, says so and refreshes the trash', async () => {
    const { client } = renderWithApp(<ProductionTrashPanel />);
    const dayKey = productionKeys.day({ date: '2025-03-10', onlyNotDone: false });
    client.setQueryData(dayKey, [productionFixture({ id: 3 })]);
    const row = await screen.findByTestId('production-trash-row');
    expect(screen.getByText('1-1 of 1')).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/productions/excluded?page=0&size=25');

    fireEvent.click(within(row).getByTestId('production-restore'));
    expect(await screen.findByText(i18n.t('production:trash.restored'))).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('production-trash-row')).toBeNull());
    expect(client.getQueryData<Production[]>(dayKey)?.map((item) => item.id)).toEqual([9, 3]);
  });

  it('offers no restore to a reader', async () => {
    renderWithApp(<ProductionTrashPanel />, { production: 'read' });
    await screen.findByTestId('production-trash-row');
    expect(screen.queryByTestId('production-restore')).toBeNull();
  });
});
