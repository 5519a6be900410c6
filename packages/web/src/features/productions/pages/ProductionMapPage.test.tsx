import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Production } from '@newsroom/domain';
import { i18n } from '../../../shared/i18n';
import { guideSchema } from '@newsroom/domain';
import { assignmentFixture } from '../../assignments/testFixtures';
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
  local: 'Avenida Paulista, 1000',
  latitude: -23.5614,
  longitude: -46.6559,
});
const studio = productionFixture({ id: 3, slug: 'ESTÚDIO', local: '' });
const flood = assignmentFixture({
  slug: 'ENCHENTE',
  guides: [
    guideSchema.parse({
      id: 'g1',
      interviewee: 'Defesa Civil',
      latitude: -23.54,
      longitude: -46.64,
    }),
    guideSchema.parse({ id: 'g2', interviewee: 'Prefeito', address: 'Viaduto do Chá' }),
  ],
});

describe('ProductionMapPage', { timeout: 30_000 }, () => {
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
  let dayAssignments: unknown[];
  beforeEach(async () => {
    await i18n.changeLanguage('en_US');
    dayAssignments = [];
    fetchMock = vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      if (url === '/api/productions?date=2025-03-10&onlyNotDone=false')
        return json([se, paulista, studio]);
      if (url === '/api/assignments?date=2025-03-10') return json(dayAssignments);
      if (url.startsWith('/api/maps/reverse?'))
        return json({ label: 'Rua Boa Vista, 100, Centro', latitude: 0, longitude: 0 });
      if (url === '/api/maps/config')
        return json({ tileUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png', tileAttribution: 'OSM' });
      if (url === '/api/productions/2') return json(paulista);
      if (url === '/api/productions/3' && init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as Production;
        return json({ ...studio, latitude: body.latitude, longitude: body.longitude, version: 2 });
      }
      return json({ code: 'route_not_found', message: 'x' }, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const page = () =>
    renderWithApp(<ProductionMapPage />, { path: '/main?area=productionMap&date=2025-03-10' });

  it('pins the located checklists on the map and lists every checklist of the day', async () => {
    page();
    await waitFor(() => expect(screen.getAllByTestId('map-marker')).toHaveLength(2));
    expect(screen.getByTestId('production-map').getAttribute('data-count')).toBe('2');
    expect(
      screen.getAllByTestId('production-map-item').map((item) => item.getAttribute('data-located')),
    ).toEqual(['true', 'true', 'false']);
    expect(screen.getAllByTestId('production-map-point')[2]?.textContent).toBe(
      'No point on the map',
    );
  });

  it('opens the checklist of a pin in the side drawer', async () => {
    page();
    await waitFor(() => expect(screen.getAllByTestId('map-marker')).toHaveLength(2));
    fireEvent.click(screen.getAllByTestId('map-marker')[1] as Element);
    expect((await screen.findByTestId('production-detail')).getAttribute('data-id')).toBe('2');
    expect(screen.getByTestId('production-detail-slug').textContent).toBe('PAULISTA');
  });

  it('places a checklist where the map is clicked, saved whole over its version', async () => {
    page();
    await waitFor(() => expect(screen.getAllByTestId('map-marker')).toHaveLength(2));
    fireEvent.click(screen.getAllByTestId('production-map-place')[2] as Element);
    expect(screen.getByTestId('production-map-placing').textContent).toContain('ESTÚDIO');
    const container = screen.getByTestId('production-map-map').querySelector('.leaflet-container');
    fireEvent.click(container as Element, { clientX: 10, clientY: 10 });
    await waitFor(() => expect(screen.getAllByTestId('map-marker')).toHaveLength(3));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    const body = JSON.parse(String(put?.[1]?.body)) as Production;
    // The checklist had no address: the server's reverse geocoding fills it.
    expect(body).toMatchObject({
      slug: 'ESTÚDIO',
      local: 'Rua Boa Vista, 100, Centro',
      version: studio.version,
    });
    const reverse = fetchMock.mock.calls.find(([url]) =>
      String(url).startsWith('/api/maps/reverse'),
    );
    expect(String(reverse?.[0])).toBe(
      `/api/maps/reverse?lat=${body.latitude}&lon=${body.longitude}`,
    );
    expect(Number.isFinite(body.latitude)).toBe(true);
    expect(Number.isFinite(body.longitude)).toBe(true);
    expect(screen.queryByTestId('production-map-placing')).toBeNull();
  });

  it("keeps a checklist's address when its pin is dragged", async () => {
    page();
    await waitFor(() => expect(screen.getAllByTestId('map-marker')).toHaveLength(2));
    fireEvent.click(screen.getAllByTestId('production-map-place')[1] as Element);
    const container = screen.getByTestId('production-map-map').querySelector('.leaflet-container');
    fireEvent.click(container as Element, { clientX: 10, clientY: 10 });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true),
    );
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({ local: paulista.local });
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/maps/reverse'))).toBe(
      false,
    );
  });

  it("pins the day's located guides beside the checklists, opening no checklist", async () => {
    dayAssignments = [flood];
    page();
    await waitFor(() => expect(screen.getAllByTestId('map-marker')).toHaveLength(3));
    expect(screen.getByTestId('production-map').getAttribute('data-guides')).toBe('1');
    const guidePin = screen.getAllByTestId('map-marker')[2] as Element;
    expect(guidePin.textContent).toBe('G');
    fireEvent.click(guidePin);
    expect(screen.queryByTestId('production-detail')).toBeNull();
  });

  it('still shows the map, to place on, when no checklist of the day has a point', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/maps/config'
        ? json({ tileUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png', tileAttribution: '' })
        : json([studio]),
    );
    page();
    expect(await screen.findByTestId('production-map-empty')).toBeTruthy();
    expect(await screen.findByTestId('production-map-map')).toBeTruthy();
    expect(screen.queryAllByTestId('map-marker')).toHaveLength(0);
  });
});
