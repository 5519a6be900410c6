import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StorySummary } from '@newsroom/domain';
import { StoriesPage } from './StoriesPage';
import { renderWithFeedback, json } from '../../../test/renderWithProviders';
import { queriesTo } from '../../../test/fetchCalls';
import { stubFetchEachTest } from '../../../test/stubFetch';

function summary(id: number, fields: Partial<StorySummary> = {}): StorySummary {
  return {
    id,
    uuid: `story-${id}`,
    page: String(id).padStart(2, '0'),
    slug: `MATÉRIA ${id}`,
    date: '2025-03-10',
    programId: 1,
    ownerId: 2,
    authorNickname: 'editor',
    changeDate: '2025-03-10T12:00:00.000Z',
    estimatedMs: 60_000,
    totalMs: 75_000,
    approved: false,
    isPrivate: false,
    visible: true,
    displayStatus: 'blank',
    location: 'rundown',
    rundownId: 5,
    blockId: 7,
    excluded: false,
    version: 1,
    ...fields,
  };
}

function renderPage() {
  renderWithFeedback(<StoriesPage />);
}

/** The query of every GET /api/stories/filter call so far. */
const filterCalls = (fetchMock: Mock<typeof fetch>) => queriesTo(fetchMock, '/api/stories/filter');

describe('StoriesPage', { timeout: 20_000 }, () => {
  const fetchMock = stubFetchEachTest();

  beforeEach(() => {
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/stories/counter')
        return json({ ALL: 60, DRAWER: 3, STAND_BY: 2, DISPLAYED: 10 });
      if (url.pathname === '/api/stories/filter') {
        const page = Number(url.searchParams.get('page'));
        return json({
          data: [
            summary(page * 25 + 1),
            summary(page * 25 + 2, { visible: false, isPrivate: true, slug: '' }),
          ],
          page,
          size: 25,
          total: 60,
        });
      }
      if (url.pathname === '/api/programs/accessible')
        return json([{ id: 1, name: 'Jornal da Manhã' }]);
      return json({ code: 'not_found', message: 'x' }, 404);
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists the first page of every story with the counts of each filter', async () => {
    renderPage();
    const table = await screen.findByTestId('stories-table');
    await waitFor(() => expect(within(table).getAllByTestId('stories-row')).toHaveLength(2));
    expect(filterCalls(fetchMock)[0]).toEqual({ filter: 'ALL', page: '0', size: '25' });
    const rows = within(table).getAllByTestId('stories-row');
    expect(rows[0]!.getAttribute('data-story-id')).toBe('1');
    expect(rows[0]!.textContent).toContain('MATÉRIA 1');
    expect(rows[1]!.textContent).toContain('private');
    await waitFor(() =>
      expect(screen.getByTestId('stories-filter-DRAWER').textContent).toBe('Drawer (3)'),
    );
    expect(screen.getByTestId('stories-page').textContent).toContain('1-25 of 60');
  });

  it('asks the server for the chosen filter, the text and the page', async () => {
    renderPage();
    await screen.findAllByTestId('stories-row');

    fireEvent.click(screen.getByTestId('stories-filter-DRAWER'));
    await waitFor(() => expect(filterCalls(fetchMock).at(-1)?.filter).toBe('DRAWER'));
    expect(filterCalls(fetchMock).at(-1)).toEqual({ filter: 'DRAWER', page: '0', size: '25' });

    const search = screen.getByTestId('stories-text').querySelector('input');
    fireEvent.change(search!, { target: { value: 'enchente' } });
    await waitFor(() => expect(filterCalls(fetchMock).at(-1)?.text).toBe('enchente'));

    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() =>
      expect(filterCalls(fetchMock).at(-1)).toEqual({
        filter: 'DRAWER',
        text: 'enchente',
        page: '1',
        size: '25',
      }),
    );
    expect(
      fetchMock.mock.calls.some(([input]) =>
        String(input).startsWith('/api/stories/counter?text=enchente'),
      ),
    ).toBe(true);
  });

  it('opens the side-drawer viewer of a clicked row', async () => {
    renderPage();
    const [row] = await screen.findAllByTestId('stories-row');
    fireEvent.click(row!);
    expect(await screen.findByTestId('story-viewer-drawer')).toBeTruthy();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input) === '/api/stories/1')).toBe(true),
    );
  });
});
