import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { act } from 'react';
import { i18n } from '../../../shared/i18n';
import { entityEvent, topicHandlers } from '../../../test/fakeRealtime';
import { json, renderWithClient } from '../../../test/renderWithProviders';
import { stubFetchEachTest } from '../../../test/stubFetch';
import { agencyItem } from '../testFixtures';
import { AgencyItemViewer } from './AgencyItemViewer';

vi.mock('../../../shared/realtime', () => import('../../../test/fakeRealtime'));

const item = agencyItem(31, {
  title: 'Chuva forte alaga o centro',
  sourceName: 'Mastodon da Defesa Civil',
  network: 'mastodon',
  author: 'Defesa Civil',
  summary: '<p>A <em>chuva</em> de ontem</p>',
  imageUrl: 'https://img.example/31.jpg',
  link: 'https://social.example/@defesacivil/31',
  publishedAt: '2026-03-10T12:05:09.000Z',
  flash: true,
});

describe('AgencyItemViewer', () => {
  const fetchMock = stubFetchEachTest();

  beforeEach(() => {
    topicHandlers.length = 0;
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/agency/items/31') return json(item);
      return json({ code: 'not_found', message: 'x' }, 404);
    });
  });

  it('loads the item by id and shows it whole, with its original a tab away', async () => {
    renderWithClient(<AgencyItemViewer itemId={31} />);
    const card = await screen.findByTestId('agency-item-card');
    expect(card.getAttribute('data-id')).toBe('31');
    expect(card.getAttribute('data-network')).toBe('mastodon');
    expect(within(card).getByTestId('item-title').textContent).toBe('Chuva forte alaga o centro');
    expect(within(card).getByTestId('item-flash').textContent).toBe('FLASH');
    expect(within(card).queryByTestId('item-used')).toBeNull();
    const details = card.textContent ?? '';
    expect(details).toContain('SourceMastodon da Defesa Civil');
    expect(details).toContain('AuthorDefesa Civil');
    expect(details).toContain('NetworkMastodon');
    // Local time, in the language's date order (tests run in UTC).
    expect(details).toContain('Published03/10/2026 12:05:09');
    const summary = within(card).getByTestId('item-summary');
    expect(summary.querySelector('em')?.textContent).toBe('chuva');
    expect(within(card).getByTestId('item-image').getAttribute('src')).toBe(
      'https://img.example/31.jpg',
    );
    const original = within(card).getByTestId('item-original');
    expect(original.getAttribute('href')).toBe('https://social.example/@defesacivil/31');
    expect(original.getAttribute('target')).toBe('_blank');
    expect(original.getAttribute('rel')).toContain('noopener');
    expect(original.textContent).toContain('Open original');
  });

  it('marks the item used when another user makes something of it', async () => {
    renderWithClient(<AgencyItemViewer itemId={31} />);
    await screen.findByTestId('agency-item-card');
    const handler = topicHandlers.find((h) => h.topic === 'agency')!.handler;
    act(() => handler(entityEvent('agency', 'agency_item', 'UPDATE', { ...item, used: true })));
    expect(await screen.findByTestId('item-used')).toBeTruthy();
  });

  it('says so when the item is gone', async () => {
    renderWithClient(<AgencyItemViewer itemId={99} />);
    const failed = await screen.findByTestId('agency-item-load-failed');
    expect(failed.textContent).toContain(i18n.t('agency:viewer.loadFailed'));
    expect(screen.queryByTestId('agency-item-card')).toBeNull();
  });
});
