import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Production } from '@newsroom/domain';
import { i18n } from '../../../shared/i18n';
import { productionKeys } from '../api/productionsApi';
import { productionFixture } from '../testFixtures';
import { json } from '../../../test/renderWithProviders';
import { renderWithApp } from '../testRender';
import { ProductionViewer } from './ProductionViewer';
import { stubFetchEachTest } from '../../../test/stubFetch';

const production = productionFixture({ id: 7, slug: 'FEIRA', date: '2025-03-10' });
const dayKey = productionKeys.day({ date: '2025-03-10', onlyNotDone: false });

describe('ProductionViewer delete', { timeout: 30_000 }, () => {
  const fetchMock = stubFetchEachTest(() => json({ code: 'route_not_found', message: 'x' }, 404));

  it('is offered only when the checklist may be deleted', () => {
    renderWithApp(
      <ProductionViewer
        production={{ ...production, abilities: { canEdit: true, canDelete: false } }}
      />,
    );
    expect(screen.queryByTestId('production-delete')).toBeNull();
  });

  it('deletes after confirming: leaves the day list and closes the viewer', async () => {
    fetchMock.mockImplementation(async (input, init) =>
      String(input) === '/api/productions/7' && init?.method === 'DELETE'
        ? json(null, 204)
        : json({ code: 'route_not_found', message: 'x' }, 404),
    );
    const onClose = vi.fn();
    const { client } = renderWithApp(
      <ProductionViewer production={production} onClose={onClose} />,
    );
    client.setQueryData(dayKey, [production, productionFixture({ id: 8 })]);
    fireEvent.click(screen.getByTestId('production-delete'));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    fireEvent.click(await screen.findByTestId('production-delete-confirm'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(client.getQueryData<Production[]>(dayKey)?.map((item) => item.id)).toEqual([8]);
    expect(await screen.findByText(i18n.t('production:actions.deleted'))).toBeTruthy();
  });

  it('shows the translated message when another user is editing it', async () => {
    fetchMock.mockImplementation(async () =>
      json({ code: 'precondition_failed', message: 'document:inEdition' }, 412),
    );
    const onClose = vi.fn();
    const { client } = renderWithApp(
      <ProductionViewer production={production} onClose={onClose} />,
    );
    client.setQueryData(dayKey, [production]);
    fireEvent.click(screen.getByTestId('production-delete'));
    fireEvent.click(await screen.findByTestId('production-delete-confirm'));
    expect(await screen.findByText(i18n.t('document:inEdition'))).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(client.getQueryData<Production[]>(dayKey)?.map((item) => item.id)).toEqual([7]);
  });
});
