import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { companyDataBundle } from '../../../test/companyData';
import { entityEvent, pushToLatest, topicHandlers } from '../../../test/fakeRealtime';
import { queriesTo } from '../../../test/fetchCalls';
import { json, renderWithProviders } from '../../../test/renderWithProviders';
import { stubFetchEachTest } from '../../../test/stubFetch';
import { newsPage, newsSuggestion } from '../testFixtures';
import { NewsSuggestionsPage } from './NewsSuggestionsPage';

vi.mock('../../../shared/realtime', () => import('../../../test/fakeRealtime'));

const fetchMock = vi.fn<typeof fetch>();
const rows = () => screen.getAllByTestId('news-row');

function renderPage(agency: 'read' | 'write' = 'write') {
  return renderWithProviders(<NewsSuggestionsPage />, {
    user: { nickname: 'ana', abilities: { agency } },
    companyData: companyDataBundle(),
  });
}

describe('NewsSuggestionsPage', { timeout: 30_000 }, () => {
  stubFetchEachTest(fetchMock);
  beforeEach(() => {
    topicHandlers.length = 0;
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (init?.method === 'DELETE') return json({ deletedIds: [2] });
      if (url.pathname === '/api/news_suggestions')
        return json(newsPage([newsSuggestion(2), newsSuggestion(1, { used: true })], 2));
      return json({ code: 'not_found', message: 'not_found' }, 404);
    });
  });

  it('deletes the selected suggestions and warns when some in use were kept', async () => {
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    for (const row of rows()) fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('news-delete'));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => {
      const deleting = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
      expect(new URL(String(deleting?.[0]), 'http://localhost').searchParams.get('ids')).toBe(
        '2,1',
      );
    });
    expect(await screen.findByText('Some news suggestions are in use and were kept.')).toBeTruthy();
  });

  it('filters by use and puts a new suggestion first on page 0', async () => {
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(screen.getByText('Unused'));
    await waitFor(() =>
      expect(queriesTo(fetchMock, '/api/news_suggestions').at(-1)).toMatchObject({
        used: 'false',
        page: '0',
      }),
    );
    fireEvent.click(screen.getByText('All'));
    pushToLatest(
      entityEvent('agency', 'news_suggestion', 'CREATE', newsSuggestion(3, { slug: 'ENCHENTE' })),
    );
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()[0]!.textContent).toContain('ENCHENTE');
  });

  it('lets a reader only read', async () => {
    renderPage('read');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByTestId('news-delete')).toBeNull();
    expect(screen.queryByTestId('news-new')).toBeNull();
    expect(screen.queryAllByTestId('news-used')).toHaveLength(0);
  });
});
