import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NewsReport, RealtimeEvent } from '@newsroom/domain';
import { i18n } from '../../../shared/i18n';
import { EDIT_DELAY_MS } from './EditableCell';
import { NewsReportsListTab } from './NewsReportsListTab';
import { json } from '../../../test/renderWithProviders';
import {
  newsReportEvent,
  newsReportFixture,
  pageOf,
  renderNewsReport,
  routedFetch,
  type Route,
  type RoutedCall,
} from './newsReportTestSupport';

const topicHandlers = vi.hoisted(
  () => [] as { topic: string; handler: (e: RealtimeEvent) => void }[],
);
vi.mock('../../../shared/realtime', () => ({
  useTopic: (topic: string, handler: (e: RealtimeEvent) => void) => {
    topicHandlers.push({ topic, handler });
  },
}));

/** Pushes an event to the latest handler registered for its topic. */
function push(event: RealtimeEvent) {
  const handler = topicHandlers.filter((h) => h.topic === event.topic).at(-1)?.handler;
  act(() => handler?.(event));
}

let routes: Route[] = [];
const calls: RoutedCall[] = [];

function serve(page: NewsReport[], total = page.length) {
  routes.push((url, init) =>
    (init.method ?? 'GET') === 'GET' && url.pathname === '/api/news_reports/filter'
      ? json(pageOf(page, total))
      : undefined,
  );
}

const rowIds = () =>
  screen.queryAllByTestId('news-report-row').map((row) => Number(row.getAttribute('data-id')));

const first = newsReportFixture({ id: 1, slug: 'ENCHENTE', date: '2026-11-21' });
const second = newsReportFixture({ id: 2, slug: 'FEIRA', date: '2026-11-20', ok: true });

describe('NewsReportsListTab', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en_US');
    routes = [];
    calls.length = 0;
    topicHandlers.length = 0;
    vi.stubGlobal(
      'fetch',
      routedFetch(() => routes, calls),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('lists a page, switches to the board and opens and creates', async () => {
    serve([first, second], 60);
    const onOpen = vi.fn();
    const onNew = vi.fn();
    renderNewsReport(<NewsReportsListTab onOpen={onOpen} onNew={onNew} />);
    await waitFor(() => expect(rowIds()).toEqual([1, 2]));
    const filterCall = calls.find((call) => call.url.pathname === '/api/news_reports/filter');
    expect(filterCall?.url.searchParams.get('size')).toBe('25');
    expect(filterCall?.url.searchParams.get('allPrograms')).toBe('true');
    expect(screen.getByText('1-25 of 60')).toBeTruthy();
    expect(within(screen.getAllByTestId('news-report-row')[0]!).getByText('reporter')).toBeTruthy();

    fireEvent.doubleClick(screen.getAllByTestId('news-report-row')[0]!);
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    fireEvent.click(screen.getByTestId('news-reports-new'));
    expect(onNew).toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('news-reports-view-board'));
    const cards = await screen.findAllByTestId('news-report-board-card');
    expect(cards.map((card) => card.getAttribute('data-id'))).toEqual(['1', '2']);
    expect(screen.getByTestId('news-reports-list').getAttribute('data-view')).toBe('board');
  });

  it('asks the server again with the from/to dates and only my programs', async () => {
    serve([first]);
    renderNewsReport(<NewsReportsListTab onOpen={vi.fn()} onNew={vi.fn()} />);
    await waitFor(() => expect(rowIds()).toEqual([1]));
    fireEvent.change(screen.getByTestId('news-reports-from'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByTestId('news-reports-all-programs'));
    await waitFor(() => {
      const last = calls.filter((call) => call.url.pathname === '/api/news_reports/filter').at(-1);
      expect(last?.url.searchParams.get('from')).toBe('2026-11-01');
      expect(last?.url.searchParams.get('allPrograms')).toBe('false');
    });
  });

  it('adds a created reportage only within the range and removes one an update moves out', async () => {
    serve([first, second]);
    renderNewsReport(<NewsReportsListTab onOpen={vi.fn()} onNew={vi.fn()} />);
    await waitFor(() => expect(rowIds()).toEqual([1, 2]));
    fireEvent.change(screen.getByTestId('news-reports-from'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByTestId('news-reports-to'), { target: { value: '2026-11-30' } });
    await waitFor(() =>
      expect(
        calls.filter((call) => call.url.searchParams.get('to') === '2026-11-30').length,
      ).toBeGreaterThan(0),
    );
    await waitFor(() => expect(rowIds()).toEqual([1, 2]));

    push(newsReportEvent('CREATE', newsReportFixture({ id: 5, date: '2026-12-10' }), 5));
    push(newsReportEvent('CREATE', newsReportFixture({ id: 6, date: '2026-11-25' }), 6));
    await waitFor(() => expect(rowIds()).toEqual([6, 1, 2]));

    push(newsReportEvent('UPDATE', { ...first, date: '2026-10-01', version: 2 }, 1));
    await waitFor(() => expect(rowIds()).toEqual([6, 2]));
  });

  it('puts a copy first, trimmed to the page size', async () => {
    const page = Array.from({ length: 25 }, (_, index) =>
      newsReportFixture({ id: index + 1, slug: `R${index + 1}` }),
    );
    serve(page, 30);
    const copy = newsReportFixture({ id: 100, slug: 'R1', date: '2027-01-01' });
    routes.push((url, init) =>
      init.method === 'POST' && url.pathname === '/api/news_reports/1/copy'
        ? json(copy, 201)
        : undefined,
    );
    renderNewsReport(<NewsReportsListTab onOpen={vi.fn()} onNew={vi.fn()} />);
    await waitFor(() => expect(rowIds()).toHaveLength(25));
    fireEvent.click(
      within(screen.getAllByTestId('news-report-row')[0]!).getByTestId('news-report-copy'),
    );
    await waitFor(() => expect(rowIds()[0]).toBe(100));
    expect(rowIds()).toHaveLength(25);
    expect(rowIds()).not.toContain(25);
    expect(screen.getByText('1-25 of 31')).toBeTruthy();
  });

  it('patches a slug at once and rolls it back when the server refuses', async () => {
    serve([first]);
    let release: (response: Response) => void = () => undefined;
    routes.push((url, init) =>
      init.method === 'PATCH' && url.pathname === '/api/news_reports/1'
        ? new Promise<Response>((resolve) => {
            release = resolve;
          })
        : undefined,
    );
    renderNewsReport(<NewsReportsListTab onOpen={vi.fn()} onNew={vi.fn()} />);
    await waitFor(() => expect(rowIds()).toEqual([1]));
    fireEvent.click(screen.getAllByTestId('edit-slug-cell')[0]!);
    const input = await screen.findByTestId('edit-slug', {}, { timeout: EDIT_DELAY_MS * 8 });
    fireEvent.change(input, { target: { value: 'chuva forte' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() =>
      expect(screen.getByTestId('edit-slug-cell').textContent).toContain('CHUVA FORTE'),
    );
    const patchCall = calls.find((call) => call.method === 'PATCH');
    expect(patchCall?.body).toEqual({ field: 'slug', value: 'CHUVA FORTE' });
    release(
      json(
        {
          code: 'stale_version',
          message: 'x',
          details: { field: 'slug', newValue: 'CHUVA FORTE', oldValue: 'ENCHENTE' },
        },
        409,
      ),
    );
    await waitFor(() =>
      expect(screen.getByTestId('edit-slug-cell').textContent).toContain('ENCHENTE'),
    );
    expect(await screen.findByTestId('notification-error')).toBeTruthy();
  });

  it('changes the state with the select cell and keeps the answer', async () => {
    serve([first]);
    routes.push((url, init) =>
      init.method === 'PATCH' && url.pathname === '/api/news_reports/1'
        ? json({ ...first, state: 'COVERING', version: 2 })
        : undefined,
    );
    renderNewsReport(<NewsReportsListTab onOpen={vi.fn()} onNew={vi.fn()} />);
    await waitFor(() => expect(rowIds()).toEqual([1]));
    fireEvent.click(screen.getByTestId('edit-state-cell'));
    await screen.findByTestId('edit-state', {}, { timeout: EDIT_DELAY_MS * 8 });
    const option = await screen.findByTitle('Covering');
    fireEvent.click(option);
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
        field: 'state',
        value: 'COVERING',
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('edit-state-cell').textContent).toContain('Covering'),
    );
  });

  it('deletes after confirmation and says why a document in edition cannot go', async () => {
    serve([first, second]);
    routes.push((url, init) =>
      init.method === 'DELETE' && url.pathname === '/api/news_reports/1'
        ? json({ code: 'precondition_failed', message: 'document:inEdition' }, 412)
        : undefined,
    );
    routes.push((url, init) =>
      init.method === 'DELETE' && url.pathname === '/api/news_reports/2'
        ? new Response(null, { status: 204 })
        : undefined,
    );
    renderNewsReport(<NewsReportsListTab onOpen={vi.fn()} onNew={vi.fn()} />);
    await waitFor(() => expect(rowIds()).toEqual([1, 2]));
    fireEvent.click(
      within(screen.getAllByTestId('news-report-row')[0]!).getByTestId('news-report-delete'),
    );
    fireEvent.click(await screen.findByTestId('news-report-delete-confirm'));
    expect(await screen.findByText(i18n.t('document:inEdition'))).toBeTruthy();
    expect(rowIds()).toEqual([1, 2]);

    fireEvent.click(
      within(screen.getAllByTestId('news-report-row')[1]!).getByTestId('news-report-delete'),
    );
    const confirms = await screen.findAllByTestId('news-report-delete-confirm');
    fireEvent.click(confirms.at(-1)!);
    await waitFor(() => expect(rowIds()).toEqual([1]));
  });

  it('opens the viewer in the side drawer', async () => {
    serve([first]);
    routes.push((url) => (url.pathname === '/api/news_reports/1' ? json(first) : undefined));
    renderNewsReport(<NewsReportsListTab onOpen={vi.fn()} onNew={vi.fn()} />);
    await waitFor(() => expect(rowIds()).toEqual([1]));
    fireEvent.click(screen.getByTestId('news-report-view'));
    expect((await screen.findByTestId('news-report-viewer-slug')).textContent).toBe('ENCHENTE');
  });
});
