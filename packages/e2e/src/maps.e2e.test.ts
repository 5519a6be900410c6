import { describe, expect, inject, it } from 'vitest';
import { ApiClient } from './support/api';
import { login, useBrowser } from './support/browser';

/**
 * Maps end to end (issue 25): the producer opens today's production map, where the demo's studio
 * interview has no point yet, places it with a click on the map, and opens its map view. The run
 * has no internet, so the base map's tiles fail: the map says so and its pins still work.
 */

const browser = useBrowser();
const SLUG = 'ENTREVISTA SECRETÁRIO DE SAÚDE';

interface Production {
  id: number;
  slug: string;
  latitude: number | null;
  longitude: number | null;
  version: number;
}

describe('maps', () => {
  it('a producer places a checklist on the production map', { timeout: 120_000 }, async () => {
    const producer = await browser.page();
    // The same as being offline, without waiting on DNS: every tile request fails at once.
    await producer.route(/tile\.openstreetmap\.org/, (route) => route.abort());
    await login(producer, 'produtor', 'newsroom');
    await producer.goto('/main?area=productionMap');
    const map = producer.getByTestId('production-map-map');
    await map.waitFor();
    await producer.getByTestId('production-map-map-tiles-unavailable').waitFor();
    const pins = producer.getByTestId('map-marker');
    await expect.poll(() => pins.count()).toBeGreaterThanOrEqual(2);
    const before = await pins.count();

    const item = producer.locator('[data-testid=production-map-item]', { hasText: SLUG });
    expect(await item.getAttribute('data-located')).toBe('false');
    const api = new ApiClient(inject('baseURL'));
    await api.login('produtor', 'newsroom');
    const id = Number(await item.getAttribute('data-id'));
    const { version } = await api.get<Production>(`/api/productions/${id}`);
    await item.getByTestId('production-map-place').click();
    await producer.getByTestId('production-map-placing').waitFor();
    const box = await map.boundingBox();
    await map.click({ position: { x: (box?.width ?? 400) / 3, y: (box?.height ?? 300) / 3 } });

    await expect.poll(() => item.getAttribute('data-located')).toBe('true');
    await expect.poll(() => pins.count()).toBe(before + 1);
    const saved = await api.get<Production>(`/api/productions/${id}`);
    expect(saved.slug).toBe(SLUG);
    expect(saved.latitude).toBeGreaterThan(-24);
    expect(saved.latitude).toBeLessThan(-23);
    expect(saved.longitude).toBeGreaterThan(-47);
    expect(saved.longitude).toBeLessThan(-46);
    expect(saved.version).toBe(version + 1);

    // Its map view, in this window here (a desktop opens it in a new one).
    await producer.goto(`/map/production/${id}`);
    await producer.locator('[data-testid=map-view][data-count="1"]').waitFor();
    await producer.getByTestId('map-marker').waitFor();
    await producer.context().close();
  });
});
