import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { i18n } from '../../../shared/i18n';
import { productionFixture } from '../testFixtures';
import { json } from '../../../test/renderWithProviders';
import { renderWithApp } from '../testRender';
import { ProductionsPage } from './ProductionsPage';

const production = productionFixture({
  id: 7,
  slug: 'FEIRA',
  date: '2025-03-12',
  status: 'PRODUCING',
});
const lock = {
  uuid: 'lock-1',
  entityType: 'production',
  entityId: '7',
  userId: 1,
  nickname: 'produtor',
  acquiredAt: '2025-03-12T10:00:00.000Z',
  expiresAt: '2025-03-12T10:05:00.000Z',
};

describe('ProductionsPage', { timeout: 30_000 }, () => {
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
  beforeEach(async () => {
    await i18n.changeLanguage('en_US');
    fetchMock = vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      if (url === '/api/productions/7' && method === 'GET') return json(production);
      if (url.startsWith('/api/productions?date=2025-03-12')) return json([production]);
      if (url.startsWith('/api/productions?')) return json([]);
      if (url === '/api/productions/7/edit' && method === 'POST')
        return json({ production: production, lock });
      if (url === '/api/productions/7' && method === 'PUT')
        return json({ ...production, ...JSON.parse(String(init?.body)), version: 2 });
      return json({ code: 'route_not_found', message: 'x' }, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opens the checklist of ?id= on its own day', async () => {
    renderWithApp(<ProductionsPage />, { path: '/main?area=productions&id=7' });
    expect((await screen.findByTestId('production-detail')).getAttribute('data-id')).toBe('7');
    await waitFor(() =>
      expect(screen.getByTestId('productions-list').getAttribute('data-date')).toBe('2025-03-12'),
    );
    await waitFor(() =>
      expect(
        screen.getAllByTestId('production-card').map((card) => card.getAttribute('data-id')),
      ).toEqual(['7']),
    );
  });

  it('edits the checklist in a tab with its lock and saves it', async () => {
    renderWithApp(<ProductionsPage />, { path: '/main?area=productions&productionId=7' });
    fireEvent.click(await screen.findByTestId('production-edit'));
    const slug = (await screen.findByTestId('production-form-slug')) as HTMLInputElement;
    expect(screen.getByTestId('production-form').getAttribute('data-id')).toBe('7');
    fireEvent.change(slug, { target: { value: 'feira livre' } });
    expect(slug.value).toBe('FEIRA LIVRE');
    fireEvent.click(screen.getByTestId('production-save'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true),
    );
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({
      slug: 'FEIRA LIVRE',
      version: 1,
      status: 'PRODUCING',
    });
    await waitFor(() =>
      expect(screen.getByTestId('production-detail-slug').textContent).toBe('FEIRA LIVRE'),
    );
  });
});
