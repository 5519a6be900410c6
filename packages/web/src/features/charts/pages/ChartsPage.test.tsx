import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDaysToDate, chartFigures, newsroomToday, type Charts } from '@newsroom/domain';
import { BRANCH_CONFIG_KEY } from '../../branch';
import { companyDataBundle } from '../../../test/companyData';
import { queriesTo } from '../../../test/fetchCalls';
import {
  ACCESSIBLE_PROGRAMS_FIXTURE,
  json,
  renderWithProviders,
} from '../../../test/renderWithProviders';
import { stubFetchEachTest } from '../../../test/stubFetch';
import { ChartsPage } from './ChartsPage';

const TIME_ZONE = 'America/Sao_Paulo';

/** Figures of two days: 1,234 documents, a show 90 s over. */
function chartsOf(from: string, to: string): Charts {
  return chartFigures(
    { from, to },
    {
      created: [
        {
          date: to,
          kind: 'story',
          ownerId: 1,
          ownerName: 'Ana Souza',
          created: 1200,
          approved: 900,
        },
        {
          date: to,
          kind: 'assignment',
          ownerId: 2,
          ownerName: 'Rafael Lima',
          created: 34,
          approved: 0,
        },
      ],
      aired: [{ date: to, ownerId: 1, ownerName: 'Ana Souza', aired: 41 }],
      dropped: [{ date: to, reason: 'notAired', count: 3 }],
      guidelines: [{ date: to, covered: 20, interrupted: 2 }],
      editions: [
        {
          programId: 3,
          name: 'Jornal da Manhã',
          start: '06:00:00',
          end: '07:00:00',
          productionMs: 3_000_000,
          commercialMs: 0,
          airedMs: 3_090_000,
        },
      ],
    },
  );
}

const fetchMock = vi.fn<typeof fetch>();

/** jsdom lays nothing out: the charts' containers measure as a card would, so the charts draw. */
function layOutCharts() {
  const measure = HTMLElement.prototype.getBoundingClientRect;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.classList.contains('recharts-responsive-container')
      ? DOMRect.fromRect({ width: 520, height: 260 })
      : measure.call(this);
  });
}

function serve() {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/charts')
      return json(chartsOf(url.searchParams.get('from')!, url.searchParams.get('to')!));
    if (url.pathname === '/api/users/active')
      return json([{ id: 2, name: 'Rafael Lima', nickname: 'produtor' }]);
    return json({ code: 'not_found', message: 'error:notFound' }, 404);
  });
}

function renderPage(roles: string[]) {
  return renderWithProviders(<ChartsPage />, {
    user: { nickname: 'editor', abilities: { chart: 'read' }, roles },
    companyData: companyDataBundle(),
    accessiblePrograms: ACCESSIBLE_PROGRAMS_FIXTURE,
    path: '/main?area=managerialCharts',
    queryData: [
      [BRANCH_CONFIG_KEY, { locale: 'en_US', branchName: 'Central', timeZone: TIME_ZONE }],
    ],
  });
}

describe('ChartsPage', { timeout: 30_000 }, () => {
  stubFetchEachTest(fetchMock);
  afterEach(() => vi.restoreAllMocks());

  it('opens on the last 30 days with totals, charts and the CSV link in the language', async () => {
    serve();
    layOutCharts();
    renderPage(['ROLE_CHART_READ']);
    const today = newsroomToday(TIME_ZONE, new Date());
    const from = addDaysToDate(today, -29);
    await waitFor(() =>
      expect(screen.getByTestId('charts-total-created').textContent).toContain('1,234'),
    );
    expect(queriesTo(fetchMock, '/api/charts')).toEqual([{ from, to: today }]);
    expect(screen.getByTestId('charts-total-approved').textContent).toContain('900');
    expect(screen.getByTestId('charts-total-aired').textContent).toContain('41');
    expect(screen.getByTestId('charts-total-dropped').textContent).toContain('3');
    expect(screen.getByTestId('charts-total-interrupted').textContent).toContain('2');
    expect(screen.getByTestId('charts-total-over').textContent).toContain('+00:01:30');

    for (const chart of ['chart-created-by-kind', 'chart-per-day', 'chart-over-by-show'])
      expect(screen.getByTestId(chart).querySelector('svg.recharts-surface')).not.toBeNull();
    const byKind = screen.getByTestId('chart-created-by-kind');
    expect(within(byKind).getAllByText('Guideline').length).toBeGreaterThan(0);
    expect(byKind.querySelectorAll('.recharts-bar-rectangle').length).toBeGreaterThan(0);
    expect(screen.getByTestId('chart-per-day').querySelectorAll('.recharts-line').length).toBe(3);
    // Days read as the language writes them, never ISO.
    const [, month, day] = today.split('-');
    expect(byKind.textContent).toContain(`${month}/${day}`);
    expect(byKind.textContent).not.toContain(today);

    const csv = new URL(screen.getByTestId('charts-csv').getAttribute('href')!, 'http://localhost');
    expect(csv.pathname).toBe('/api/charts/csv');
    expect(Object.fromEntries(csv.searchParams)).toEqual({ from, to: today, locale: 'en_US' });
  });

  it('asks again for one program and one person', async () => {
    serve();
    renderPage(['ROLE_CHART_READ']);
    await screen.findByTestId('charts-summary');

    fireEvent.mouseDown(within(screen.getByTestId('charts-program')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Jornal da Manhã'));
    await waitFor(() => expect(queriesTo(fetchMock, '/api/charts').at(-1)?.programId).toBe('3'));

    fireEvent.mouseDown(within(screen.getByTestId('charts-person')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Rafael Lima'));
    await waitFor(() =>
      expect(queriesTo(fetchMock, '/api/charts').at(-1)).toMatchObject({
        programId: '3',
        userId: '2',
      }),
    );
    expect(screen.getByTestId('charts-csv').getAttribute('href')).toContain('userId=2');
  });

  it('says so to a user without the charts level, and asks nothing', async () => {
    serve();
    renderPage(['ROLE_STORY_READ']);
    expect(await screen.findByTestId('charts-no-access')).toBeTruthy();
    expect(queriesTo(fetchMock, '/api/charts')).toEqual([]);
  });
});
