import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { companyDataBundle } from '../../../test/companyData';
import { firstSent } from '../../../test/fetchCalls';
import { json, renderWithProviders } from '../../../test/renderWithProviders';
import { serveRoutes } from '../../../test/serveRoutes';
import { stubFetchEachTest } from '../../../test/stubFetch';
import { agencyItem } from '../testFixtures';
import { ItemActions } from './ItemActions';

function renderActions(abilities: Record<string, 'read' | 'write'>) {
  renderWithProviders(<ItemActions item={agencyItem(31)} />, {
    user: { nickname: 'editor', abilities },
    companyData: companyDataBundle(),
  });
}

describe('ItemActions', { timeout: 30_000 }, () => {
  const fetchMock = stubFetchEachTest();

  it('makes a post of the item for post writers', async () => {
    serveRoutes(fetchMock, {
      'POST /api/posts/sources': () => json({ code: 'not_found', message: 'x' }, 404),
    });
    renderActions({ agency: 'read', post: 'write' });
    fireEvent.click(screen.getByTestId('item-create-post'));
    const { url, body } = await firstSent(fetchMock, 'POST');
    expect(url).toBe('/api/posts/sources');
    expect(body).toEqual({ sourceType: 'agency_item', sourceId: 31 });
  });

  it('offers no post to those who may not write posts', () => {
    renderActions({ agency: 'read', post: 'read', story: 'write' });
    expect(screen.getByTestId('item-create-story')).toBeTruthy();
    expect(screen.queryByTestId('item-create-post')).toBeNull();
  });
});
