import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { companyDataBundle } from '../../../test/companyData';
import { queriesTo } from '../../../test/fetchCalls';
import { json, renderWithProviders } from '../../../test/renderWithProviders';
import { stubFetchEachTest } from '../../../test/stubFetch';
import { newsPage, newsSuggestion } from '../testFixtures';
import { NewsSidebarButton } from './NewsSidebarButton';

vi.mock('../../../shared/realtime', () => import('../../../test/fakeRealtime'));

const fetchMock = vi.fn<typeof fetch>();
const listCalls = () => queriesTo(fetchMock, '/api/news_suggestions');

function renderButton(agency: 'read' | 'write') {
  return renderWithProviders(<NewsSidebarButton />, {
    user: { nickname: 'ana', abilities: { agency } },
    companyData: companyDataBundle(),
  });
}

describe('NewsSidebarButton', { timeout: 30_000 }, () => {
  stubFetchEachTest(fetchMock);
  let unused = [newsSuggestion(2), newsSuggestion(1)];
  beforeEach(() => {
    unused = [newsSuggestion(2), newsSuggestion(1)];
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (init?.method === 'PUT' && url.pathname === '/api/news_suggestions/2/used')
        return json(newsSuggestion(2, { used: true, version: 2 }));
      if (url.pathname === '/api/news_suggestions') return json(newsPage(unused));
      return json({ code: 'not_found', message: 'not_found' }, 404);
    });
  });

  it('opens the unused suggestions on demand, refreshes them and closes', async () => {
    renderButton('read');
    expect(listCalls()).toHaveLength(0);
    const toggle = screen.getByTestId('news-sidebar-button');
    fireEvent.click(toggle);
    await waitFor(() => expect(screen.getAllByTestId('news-sidebar-item')).toHaveLength(2));
    expect(listCalls()).toEqual([{ used: 'false', page: '0', size: '25' }]);
    expect(screen.queryByTestId('news-sidebar-used')).toBeNull();

    unused = [newsSuggestion(3, { slug: 'GREVE' }), ...unused];
    fireEvent.click(screen.getByTestId('news-sidebar-refresh'));
    await waitFor(() => expect(screen.getAllByTestId('news-sidebar-item')).toHaveLength(3));
    expect(screen.getAllByTestId('news-sidebar-item')[0]!.textContent).toContain('GREVE');
    expect(listCalls()).toHaveLength(2);

    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('false'));
  });

  it('lets an agency writer mark a suggestion used, taking it off the list', async () => {
    renderButton('write');
    fireEvent.click(screen.getByTestId('news-sidebar-button'));
    await waitFor(() => expect(screen.getAllByTestId('news-sidebar-item')).toHaveLength(2));
    fireEvent.click(within(screen.getAllByTestId('news-sidebar-item')[0]!).getByRole('button'));
    await waitFor(() => expect(screen.getAllByTestId('news-sidebar-item')).toHaveLength(1));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ used: true });
  });
});
