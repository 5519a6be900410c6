import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { SEARCH_POOL, type SearchHit } from '@newsroom/domain';
import { companyDataBundle, person } from '../../../test/companyData';
import {
  ACCESSIBLE_PROGRAMS_FIXTURE,
  json,
  renderWithProviders,
} from '../../../test/renderWithProviders';
import { agencyItem } from '../../agency/testFixtures';
import { assignmentFixture } from '../../assignments/testFixtures';
import { SearchPage } from './SearchPage';
import { stubFetchEachTest } from '../../../test/stubFetch';

const ALL_READ_ROLES = [
  'ROLE_STORY_READ',
  'ROLE_ASSIGNMENT_READ',
  'ROLE_PRODUCTION_READ',
  'ROLE_NEWS_REPORT_READ',
];

const hit = (fields: Partial<SearchHit> = {}): SearchHit => ({
  kind: 'assignments',
  id: 9,
  title: 'ENCHENTE NA ZONA SUL',
  date: '2025-03-10',
  programIds: [3],
  snippet: 'A <mark>chuva</mark> forte &lt;alagou&gt; a <mark>Zona</mark> Sul',
  score: 0.9,
  ...fields,
});

/** Shows the router's location, so tests can read the URL the page keeps its search in. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderPage(path: string, roles: string[] = ALL_READ_ROLES) {
  return renderWithProviders(
    <>
      <SearchPage />
      <LocationProbe />
    </>,
    {
      path,
      user: { nickname: 'ana', abilities: {}, roles },
      companyData: companyDataBundle({
        programs: [
          { id: 3, name: 'Jornal da Manhã', enabled: true },
          { id: 4, name: 'Esporte Total', enabled: true },
        ],
        users: [person(5, 'Carla Reis', 'reporter')],
      }),
      accessiblePrograms: ACCESSIBLE_PROGRAMS_FIXTURE,
    },
  );
}

const searchUrls = (fetchMock: ReturnType<typeof vi.fn<typeof fetch>>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/search');

const location = () => new URL(screen.getByTestId('location').textContent ?? '', 'http://x');

describe('SearchPage', () => {
  const fetchMock = stubFetchEachTest();

  beforeEach(() => {
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/search') {
        const page = Number(url.searchParams.get('page'));
        if (url.searchParams.get('q') === 'nada')
          return json({ data: [], page: 0, size: 25, total: 0 });
        if (url.searchParams.get('q') === 'quebra')
          return json({ code: 'internal_error', message: 'boom' }, 500);
        if (url.searchParams.get('q') === 'zona')
          return json({ data: [hit()], page: 0, size: 25, total: SEARCH_POOL });
        if (url.searchParams.get('q') === 'enchente')
          return json({
            data: [hit({ kind: 'rss', id: 31, title: 'Enchente no centro', programIds: [] })],
            page: 0,
            size: 25,
            total: 1,
          });
        return json({
          data: [
            hit({ id: 9 + page }),
            hit({ kind: 'stories', id: 20, title: '', programIds: [4] }),
          ],
          page,
          size: 25,
          total: 60,
        });
      }
      if (url.pathname === '/api/agency/items/31')
        return json(agencyItem(31, { title: 'Enchente no centro', sourceName: 'Agência Rio' }));
      if (url.pathname === '/api/assignments/9')
        return json(assignmentFixture({ id: 9, slug: 'ENCHENTE NA ZONA SUL' }));
      return json({ code: 'not_found', message: 'x' }, 404);
    });
  });

  it('searches on Enter with MUST by default and shows the hits with safe highlights', async () => {
    renderPage('/main?area=globalSearch');
    expect(screen.getByTestId('search-idle')).toBeTruthy();
    const box = within(screen.getByTestId('search-query')).getByRole('searchbox');
    expect(document.activeElement).toBe(box);
    fireEvent.change(box, { target: { value: '  chuva zona ' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });

    const hits = await screen.findAllByTestId('search-hit');
    expect(hits).toHaveLength(2);
    const [url] = searchUrls(fetchMock);
    expect(Object.fromEntries(url!.searchParams)).toEqual({
      q: 'chuva zona',
      mode: 'MUST',
      page: '0',
      size: '25',
    });
    expect(location().searchParams.get('q')).toBe('chuva zona');
    expect(location().searchParams.get('area')).toBe('globalSearch');

    const first = hits[0]!;
    expect(first.getAttribute('data-kind')).toBe('assignments');
    expect(within(first).getByTestId('search-hit-kind').textContent).toBe('Guideline');
    expect(within(first).getByTestId('search-hit-title').textContent).toBe('ENCHENTE NA ZONA SUL');
    expect(within(first).getByTestId('search-hit-date').textContent).toBe('10/03/2025');
    expect(within(first).getByTestId('search-hit-programs').textContent).toBe('Jornal da Manhã');
    const snippet = within(first).getByTestId('search-hit-snippet');
    expect(snippet.textContent).toBe('A chuva forte <alagou> a Zona Sul');
    expect(snippet.querySelector('alagou')).toBeNull();
    expect(
      within(snippet)
        .getAllByTestId('search-hit-mark')
        .map((m) => m.textContent),
    ).toEqual(['chuva', 'Zona']);
    expect(snippet.querySelectorAll('mark')).toHaveLength(2);

    const second = hits[1]!;
    expect(within(second).getByTestId('search-hit-title').textContent).toBe('(no title)');
    expect(within(second).getByTestId('search-hit-programs').textContent).toBe('Esporte Total');
    expect(screen.getByTestId('search-results').textContent).toContain('1-25 of 60');
  });

  it('sends the mode and the filters, kept in the URL, each from page 0', async () => {
    renderPage('/main?area=globalSearch&q=chuva&page=1');
    await screen.findAllByTestId('search-hit');
    expect(searchUrls(fetchMock).at(-1)!.searchParams.get('page')).toBe('1');

    fireEvent.click(screen.getByTestId('search-mode-PHRASE'));
    await waitFor(() =>
      expect(searchUrls(fetchMock).at(-1)!.searchParams.get('mode')).toBe('PHRASE'),
    );
    expect(searchUrls(fetchMock).at(-1)!.searchParams.get('page')).toBe('0');
    expect(location().searchParams.get('mode')).toBe('PHRASE');

    fireEvent.change(screen.getByTestId('search-from'), { target: { value: '2025-03-01' } });
    fireEvent.change(screen.getByTestId('search-to'), { target: { value: '2025-03-31' } });
    await waitFor(() => {
      const params = searchUrls(fetchMock).at(-1)!.searchParams;
      expect(params.get('from')).toBe('2025-03-01');
      expect(params.get('to')).toBe('2025-03-31');
    });

    fireEvent.mouseDown(within(screen.getByTestId('search-kinds')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Story'));
    await waitFor(() =>
      expect(searchUrls(fetchMock).at(-1)!.searchParams.get('kinds')).toBe('stories'),
    );

    fireEvent.mouseDown(within(screen.getByTestId('search-program')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Jornal da Manhã'));
    await waitFor(() =>
      expect(searchUrls(fetchMock).at(-1)!.searchParams.get('programId')).toBe('3'),
    );

    fireEvent.mouseDown(within(screen.getByTestId('search-author')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Carla Reis (reporter)'));
    await waitFor(() =>
      expect(searchUrls(fetchMock).at(-1)!.searchParams.get('authorId')).toBe('5'),
    );
    expect(Object.fromEntries(location().searchParams)).toEqual({
      area: 'globalSearch',
      q: 'chuva',
      mode: 'PHRASE',
      kinds: 'stories',
      from: '2025-03-01',
      to: '2025-03-31',
      programId: '3',
      authorId: '5',
    });
  });

  it('offers only the kinds the user may read and drops others from the request', async () => {
    renderPage('/main?area=globalSearch&q=chuva&kinds=stories,productions', [
      'ROLE_STORY_READ',
      'ROLE_ASSIGNMENT_READ',
    ]);
    await screen.findAllByTestId('search-hit');
    expect(searchUrls(fetchMock).at(-1)!.searchParams.get('kinds')).toBe('stories');
    fireEvent.mouseDown(within(screen.getByTestId('search-kinds')).getByRole('combobox'));
    await screen.findByTitle('Guideline');
    expect(screen.queryByTitle('Production')).toBeNull();
    expect(screen.queryByTitle('Reportage')).toBeNull();
    expect(screen.queryByTitle('Agency (RSS)')).toBeNull();
  });

  it('offers the agency kinds to agency readers', async () => {
    renderPage('/main?area=globalSearch', [...ALL_READ_ROLES, 'ROLE_AGENCY_READ']);
    fireEvent.mouseDown(within(screen.getByTestId('search-kinds')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('X and microblogs'));
    expect(screen.getByTitle('Agency (RSS)')).toBeTruthy();
    expect(screen.getByTitle('Facebook')).toBeTruthy();
    await waitFor(() => expect(location().searchParams.get('kinds')).toBe('twitter'));
  });

  it('says so when the user may search no kind', () => {
    renderPage('/main?area=globalSearch&q=chuva', []);
    expect(screen.getByTestId('search-no-kinds')).toBeTruthy();
    expect(searchUrls(fetchMock)).toHaveLength(0);
  });

  it('pages with the pager and its quick jumper', async () => {
    renderPage('/main?area=globalSearch&q=chuva');
    await screen.findAllByTestId('search-hit');
    const pager = screen.getByTestId('search-pagination');
    fireEvent.click(within(pager).getByTitle('2'));
    await waitFor(() => expect(searchUrls(fetchMock).at(-1)!.searchParams.get('page')).toBe('1'));
    expect(location().searchParams.get('page')).toBe('1');
    await waitFor(() =>
      expect(screen.getByTestId('search-results').textContent).toContain('26-50 of 60'),
    );

    const jumper = pager.querySelector('.ant-pagination-options-quick-jumper input')!;
    fireEvent.change(jumper, { target: { value: '3' } });
    fireEvent.keyUp(jumper, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(searchUrls(fetchMock).at(-1)!.searchParams.get('page')).toBe('2'));
  });

  it('shows the empty and the failed states, and retries', async () => {
    renderPage('/main?area=globalSearch&q=nada');
    expect(await screen.findByTestId('search-empty')).toBeTruthy();

    const box = within(screen.getByTestId('search-query')).getByRole('searchbox');
    fireEvent.change(box, { target: { value: 'quebra' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    const failed = await screen.findByTestId('search-error');
    const before = searchUrls(fetchMock).length;
    fireEvent.click(within(failed).getByTestId('search-retry'));
    await waitFor(() => expect(searchUrls(fetchMock).length).toBe(before + 1));
  });

  it('reads a total at the count limit of the server as that many or more', async () => {
    renderPage('/main?area=globalSearch&q=zona');
    await screen.findAllByTestId('search-hit');
    expect(screen.getByTestId('search-results').textContent).toContain(
      `1-25 of ${SEARCH_POOL} or more`,
    );
  });

  it('does not search a backwards date range', async () => {
    renderPage('/main?area=globalSearch&q=chuva&from=2025-03-10&to=2025-03-01');
    expect(await screen.findByTestId('search-reversed')).toBeTruthy();
    expect(searchUrls(fetchMock)).toHaveLength(0);
  });

  it('opens a hit in the side drawer viewer, whose Edit opens the guideline editor', async () => {
    renderPage('/main?area=globalSearch&q=chuva');
    const [first] = await screen.findAllByTestId('search-hit');
    fireEvent.click(first!);
    const drawer = await screen.findByTestId('document-viewer-drawer');
    expect(drawer.getAttribute('data-origin')).toBe('assignment');
    expect(drawer.getAttribute('data-id')).toBe('9');
    fireEvent.click(await screen.findByTestId('assignment-edit'));
    await waitFor(() => expect(location().searchParams.get('area')).toBe('guidelines'));
    expect(location().searchParams.get('edit')).toBe('9');
  });

  it('opens a story hit in the story viewer by keyboard', async () => {
    renderPage('/main?area=globalSearch&q=chuva');
    const hits = await screen.findAllByTestId('search-hit');
    fireEvent.keyDown(hits[1]!, { key: 'Enter' });
    const drawer = await screen.findByTestId('document-viewer-drawer');
    expect(drawer.getAttribute('data-origin')).toBe('story');
    expect(drawer.getAttribute('data-id')).toBe('20');
  });

  it('opens an agency hit in the agency item viewer, without an Edit', async () => {
    renderPage('/main?area=globalSearch&q=enchente', [...ALL_READ_ROLES, 'ROLE_AGENCY_READ']);
    const [agencyHit] = await screen.findAllByTestId('search-hit');
    expect(within(agencyHit!).getByTestId('search-hit-kind').textContent).toBe('Agency (RSS)');
    fireEvent.click(agencyHit!);
    const drawer = await screen.findByTestId('document-viewer-drawer');
    expect(drawer.getAttribute('data-origin')).toBe('agency_item');
    expect(drawer.getAttribute('data-id')).toBe('31');
    const card = await within(drawer).findByTestId('agency-item-card');
    expect(within(card).getByTestId('item-title').textContent).toBe('Enchente no centro');
    expect(card.textContent).toContain('Agência Rio');
    expect(within(drawer).queryByRole('button', { name: /edit/i })).toBeNull();
  });
});
