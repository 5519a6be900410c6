import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { i18n } from '../../../shared/i18n';
import { productionFixture } from '../testFixtures';
import { json } from '../../../test/renderWithProviders';
import { renderWithApp } from '../testRender';
import { ProductionMapPage } from './ProductionMapPage';

const se = productionFixture({
  id: 1,
  slug: 'PRAÇA DA SÉ',
  latitude: -23.5503,
  longitude: -46.6339,
});
const paulista = productionFixture({
  id: 2,
  slug: 'PAULISTA',
  latitude: -23.5614,
  longitude: -46.6559,
});
const studio = productionFixture({ id: 3, slug: 'ESTÚDIO' });

describe('ProductionMapPage', { timeout: 30_000 }, () => {
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
  beforeEach(async () => {
    await i18n.changeLanguage('en_US');
    fetchMock = vi.fn<typeof fetch>(async (input) => {
      const url = String(input);
      if (url === '/api/productions?date=2025-03-10&onlyNotDone=false')
        return json([se, paulista, studio]);
      if (url === '/api/productions/2') return json(paulista);
      return json({ code: 'route_not_found', message: 'x' }, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('draws the located checklists scaled to their box, lists them and says there is no base map', async () => {
    renderWithApp(<ProductionMapPage />, { path: '/main?area=productionMap&date=2025-03-10' });
    await waitFor(() => expect(screen.getAllByTestId('production-map-marker')).toHaveLength(2));
    expect(screen.getByTestId('production-map').getAttribute('data-count')).toBe('2');
    expect(screen.getByTestId('production-map-no-base-map')).toBeTruthy();
    expect(
      screen.getAllByTestId('production-map-item').map((item) => item.getAttribute('data-id')),
    ).toEqual(['1', '2']);
    expect(screen.getByTestId('production-map-unlocated').textContent).toContain('1 checklist');
    const [first, second] = screen.getAllByTestId('production-map-marker');
    // The Sé lies north-east of Paulista: right of it and above it. The east-west span is the
    // wider one on this 800×500 plot (48 padding), so it fills the inner width.
    expect(Number(first?.getAttribute('data-x'))).toBeCloseTo(752, 0);
    expect(Number(second?.getAttribute('data-x'))).toBeCloseTo(48, 0);
    expect(Number(first?.getAttribute('data-y'))).toBeLessThan(
      Number(second?.getAttribute('data-y')),
    );
    expect(first?.textContent).toContain('PRAÇA DA SÉ');
  });

  it('opens the checklist of a marker in the side drawer', async () => {
    renderWithApp(<ProductionMapPage />, { path: '/main?area=productionMap&date=2025-03-10' });
    await waitFor(() => expect(screen.getAllByTestId('production-map-marker')).toHaveLength(2));
    fireEvent.click(screen.getAllByTestId('production-map-marker')[1] as Element);
    expect((await screen.findByTestId('production-detail')).getAttribute('data-id')).toBe('2');
    expect(screen.getByTestId('production-detail-slug').textContent).toBe('PAULISTA');
  });

  it('says so when no checklist of the day has a location', async () => {
    fetchMock.mockImplementation(async () => json([studio]));
    renderWithApp(<ProductionMapPage />, { path: '/main?area=productionMap&date=2025-03-10' });
    expect(await screen.findByTestId('production-map-empty')).toBeTruthy();
    expect(screen.queryByTestId('production-map-plot')).toBeNull();
  });
});
