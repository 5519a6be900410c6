import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { SEARCH_KIND_READ_ROLES, type SearchHit } from '@newsroom/domain';
import { ME_QUERY_KEY } from '../../auth';
import { meFixture } from '../../../test/meFixture';
import { BRANCH_CONFIG_KEY } from '../../branch';
import { ACCESSIBLE_PROGRAMS_KEY } from '../../programs';
import { DocumentViewersProvider } from '../../../shared/documentViewer';
import {
  json,
  ACCESSIBLE_PROGRAMS_FIXTURE,
  renderWithClient,
} from '../../../test/renderWithProviders';
import { queriesTo } from '../../../test/fetchCalls';
import { ArchivePage } from './ArchivePage';
import { stubFetchEachTest } from '../../../test/stubFetch';

vi.mock('../../../shared/realtime', () => ({ useTopic: () => undefined }));

const hits: SearchHit[] = [
  {
    kind: 'newsreports',
    id: 12,
    title: 'ENCHENTE CENTRO',
    date: '2026-11-18',
    programIds: [3],
    snippet: 'a <mark>enchente</mark> atingiu &lt;b&gt;o&lt;/b&gt; centro',
    score: 0.8,
  },
  {
    kind: 'stories',
    id: 9,
    title: 'FEIRA',
    date: '2026-11-02',
    programIds: [],
    snippet: '',
    score: 0,
  },
];

const fetchMock = vi.fn<typeof fetch>();

const archiveCalls = () => queriesTo(fetchMock, '/api/archive');

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(BRANCH_CONFIG_KEY, {
    locale: 'pt_BR',
    branchName: 'TV Centro',
    version: '1.0.0',
    timeZone: 'America/Sao_Paulo',
    rundownLockMinutes: 60,
  });
  client.setQueryData(ACCESSIBLE_PROGRAMS_KEY, ACCESSIBLE_PROGRAMS_FIXTURE);
  // A reader of every indexed kind: the kinds select offers only what the user may read.
  client.setQueryData(ME_QUERY_KEY, meFixture({ roles: Object.values(SEARCH_KIND_READ_ROLES) }));
  renderWithClient(
    <DocumentViewersProvider
      viewers={{
        news_report: (id) => <div data-testid="news-report-stub">news report {id}</div>,
        agency_item: (id) => <div data-testid="agency-item-stub">agency item {id}</div>,
      }}
    >
      <ArchivePage />
    </DocumentViewersProvider>,
    client,
  );
}

const rows = () => screen.queryAllByTestId('archive-row');

describe('ArchivePage', { timeout: 30_000 }, () => {
  stubFetchEachTest(fetchMock);
  beforeEach(() => {
    // 01:30 UTC is still the 20th in São Paulo: "today" is the newsroom's.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T01:30:00.000Z'));
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/archive')
        return json({ data: hits, page: 0, size: 25, total: hits.length });
      return json({ code: 'not_found', message: 'x' }, 404);
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks the last 30 days up to yesterday and shows highlighted snippets as text', async () => {
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(archiveCalls()).toEqual([
      { from: '2026-10-21', to: '2026-11-19', page: '0', size: '25' },
    ]);
    const [first, second] = rows();
    expect(within(first!).getByTestId('archive-kind').textContent).toBe('Reportage');
    expect(first!.textContent).toContain('ENCHENTE CENTRO');
    expect(first!.textContent).toContain('18/11/2026');
    expect(first!.textContent).toContain('Jornal da Manhã');
    const snippet = within(first!).getByTestId('search-snippet');
    expect([...snippet.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'enchente',
    ]);
    expect(snippet.querySelector('b')).toBeNull();
    expect(snippet.textContent).toBe('a enchente atingiu <b>o</b> centro');
    expect(within(second!).queryByTestId('search-snippet')).toBeNull();
  });

  it('sends range, kinds, program, text and mode', async () => {
    const filters = {
      from: '2026-09-01',
      to: '2026-09-30',
      kinds: 'assignments',
      programId: '3',
      page: '0',
      size: '25',
    };
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.change(screen.getByTestId('archive-from'), { target: { value: '2026-09-01' } });
    fireEvent.change(screen.getByTestId('archive-to'), { target: { value: '2026-09-30' } });
    fireEvent.mouseDown(within(screen.getByTestId('archive-kinds')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Guideline'));
    fireEvent.mouseDown(within(screen.getByTestId('archive-program')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Jornal da Manhã'));
    await waitFor(() => expect(archiveCalls().at(-1)).toEqual(filters));
    const text = within(screen.getByTestId('archive-text')).getByRole('searchbox');
    fireEvent.change(text, { target: { value: ' enchente centro ' } });
    fireEvent.keyDown(text, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(archiveCalls().at(-1)).toMatchObject({ q: 'enchente centro', mode: 'MUST' }),
    );
    fireEvent.mouseDown(within(screen.getByTestId('archive-mode')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Exact phrase'));
    await waitFor(() =>
      expect(archiveCalls().at(-1)).toEqual({
        q: 'enchente centro',
        mode: 'PHRASE',
        ...filters,
      }),
    );
  });

  it('does not ask with the start after the end', async () => {
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    const before = archiveCalls().length;
    fireEvent.change(screen.getByTestId('archive-from'), { target: { value: '2026-11-19' } });
    fireEvent.change(screen.getByTestId('archive-to'), { target: { value: '2026-11-01' } });
    expect(await screen.findByTestId('archive-invalid-range')).toBeTruthy();
    expect(rows()).toHaveLength(0);
    expect(
      archiveCalls().filter((call) => call.from === '2026-11-19' && call.to === '2026-11-01'),
    ).toEqual([]);
    expect(archiveCalls().length).toBeGreaterThanOrEqual(before);
  });

  it('opens a row in the side drawer viewer by its kind', async () => {
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(within(rows()[0]!).getByText('ENCHENTE CENTRO'));
    expect((await screen.findByTestId('news-report-stub')).textContent).toBe('news report 12');
    expect(screen.getByTestId('document-viewer-drawer').getAttribute('data-origin')).toBe(
      'news_report',
    );
  });

  it('filters by agency kinds and opens an agency item in its viewer', async () => {
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    fetchMock.mockImplementation(async () =>
      json({
        data: [{ ...hits[1]!, kind: 'rss', id: 31, title: 'CHUVA NA AGÊNCIA' }],
        page: 0,
        size: 25,
        total: 1,
      }),
    );
    fireEvent.mouseDown(within(screen.getByTestId('archive-kinds')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Agency (RSS)'));
    await waitFor(() => expect(archiveCalls().at(-1)).toMatchObject({ kinds: 'rss' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0]!).getByTestId('archive-kind').textContent).toBe('Agency (RSS)');
    fireEvent.click(within(rows()[0]!).getByText('CHUVA NA AGÊNCIA'));
    expect((await screen.findByTestId('agency-item-stub')).textContent).toBe('agency item 31');
    expect(screen.getByTestId('document-viewer-drawer').getAttribute('data-origin')).toBe(
      'agency_item',
    );
  });
});
