import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '../../../shared/i18n';
import { json } from '../../../test/renderWithProviders';
import {
  assignmentFixture,
  renderNewsReport,
  routedFetch,
  type Route,
  type RoutedCall,
} from '../list/newsReportTestSupport';
import { NewsReportHistoryDrawer } from './NewsReportHistoryDrawer';

let routes: Route[] = [];
const calls: RoutedCall[] = [];

const assignment = assignmentFixture({ id: 40, slug: 'FEIRA DO LIVRO' });
const other = assignmentFixture({ id: 41, slug: 'OBRAS NA PONTE', date: '2026-11-19' });
const history = [
  {
    revisionNumber: 2,
    revisionDate: '2026-11-21T12:00:00.000Z',
    revisorNickname: 'editor',
    revisorIP: '10.0.0.7',
    changes: [{ field: 'slug', before: 'A', after: 'B' }, { field: 'sections' }],
  },
];

function serveAssociation(associated: unknown, excluded = false) {
  routes.push((url, init) =>
    (init.method ?? 'GET') === 'GET' && url.pathname === '/api/news_reports/7/assignment'
      ? json({ assignment: associated, excluded })
      : undefined,
  );
}

describe('NewsReportHistoryDrawer', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en_US');
    routes = [
      (url) => (url.pathname === '/api/news_reports/7/history' ? json(history) : undefined),
      (url) =>
        url.pathname === '/api/assignments/filter'
          ? json({ data: [assignment, other], page: 0, size: 25, total: 2 })
          : undefined,
    ];
    calls.length = 0;
    vi.stubGlobal(
      'fetch',
      routedFetch(() => routes, calls),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the change history and, without a guideline, an Associate button at 350 wide', async () => {
    serveAssociation(null);
    renderNewsReport(<NewsReportHistoryDrawer newsReportId={7} open onClose={vi.fn()} />);
    const entry = await screen.findByTestId('news-report-history-entry');
    expect(entry.textContent).toContain('editor');
    expect(entry.textContent).toContain('10.0.0.7');
    expect(entry.textContent).toContain('Slug');
    expect(entry.textContent).toContain('Sections');
    expect(await screen.findByTestId('news-report-associate')).toBeTruthy();
    expect(screen.getByTestId('news-report-history-drawer').getAttribute('data-width')).toBe('350');
  });

  it('requires a chosen row, then associates the chosen guideline', async () => {
    serveAssociation(null);
    renderNewsReport(<NewsReportHistoryDrawer newsReportId={7} open onClose={vi.fn()} />);
    fireEvent.click(await screen.findByTestId('news-report-associate'));
    const modal = await screen.findByTestId('association-modal');
    await waitFor(() => expect(within(modal).getAllByTestId('association-row')).toHaveLength(2));
    expect(within(modal).getAllByTestId('association-row')[0]!.textContent).toContain('VIVO');

    fireEvent.click(screen.getByTestId('association-ok'));
    expect(await screen.findByText(i18n.t('newsReport:history.modal.chooseRow'))).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    routes.push((url, init) =>
      init.method === 'PUT' && url.pathname === '/api/news_reports/7/assignment'
        ? json({ assignment: other, excluded: false })
        : undefined,
    );
    fireEvent.click(within(modal).getAllByTestId('association-row')[1]!);
    serveAssociation(other);
    fireEvent.click(screen.getByTestId('association-ok'));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ assignmentId: 41 }),
    );
    expect(
      (await screen.findByTestId('news-report-association-assignment')).getAttribute('data-id'),
    ).toBe('41');
    expect(screen.getByTestId('news-report-history-drawer').getAttribute('data-width')).toBe('640');
  });

  it("filters the modal's guidelines by from/to dates", async () => {
    serveAssociation(null);
    renderNewsReport(<NewsReportHistoryDrawer newsReportId={7} open onClose={vi.fn()} />);
    fireEvent.click(await screen.findByTestId('news-report-associate'));
    fireEvent.change(await screen.findByTestId('association-from'), {
      target: { value: '2026-11-01' },
    });
    fireEvent.change(screen.getByTestId('association-to'), { target: { value: '2026-11-30' } });
    await waitFor(() => {
      const last = calls.filter((call) => call.url.pathname === '/api/assignments/filter').at(-1);
      expect(last?.url.searchParams.get('from')).toBe('2026-11-01');
      expect(last?.url.searchParams.get('to')).toBe('2026-11-30');
    });
  });

  it('marks an excluded guideline and removes the association keeping it or trashing it', async () => {
    serveAssociation(assignment, true);
    routes.push((url, init) =>
      init.method === 'DELETE' && url.pathname === '/api/news_reports/7/assignment'
        ? new Response(null, { status: 204 })
        : undefined,
    );
    renderNewsReport(<NewsReportHistoryDrawer newsReportId={7} open onClose={vi.fn()} />);
    expect(await screen.findByTestId('news-report-association-excluded')).toBeTruthy();
    expect(screen.getByTestId('news-report-association-assignment').textContent).toContain(
      'FEIRA DO LIVRO',
    );
    expect(screen.getByTestId('news-report-reassociate')).toBeTruthy();

    fireEvent.click(screen.getByTestId('news-report-association-remove'));
    expect(await screen.findByTestId('association-remove-dialog')).toBeTruthy();
    serveAssociation(null);
    fireEvent.click(screen.getByTestId('association-remove-keep'));
    await waitFor(() => {
      const removal = calls.find((call) => call.method === 'DELETE');
      expect(removal?.url.searchParams.get('keepGuideline')).toBe('true');
    });
    expect(await screen.findByTestId('news-report-associate')).toBeTruthy();
  });

  it('sends the guideline to the trash on request and tells a 412', async () => {
    serveAssociation(assignment);
    routes.push((url, init) =>
      init.method === 'DELETE' && url.pathname === '/api/news_reports/7/assignment'
        ? json({ code: 'precondition_failed', message: 'document:inEdition' }, 412)
        : undefined,
    );
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderNewsReport(<NewsReportHistoryDrawer newsReportId={7} open onClose={vi.fn()} />);
    fireEvent.click(await screen.findByTestId('news-report-association-remove'));
    fireEvent.click(await screen.findByTestId('association-remove-trash'));
    await waitFor(() => {
      const removal = calls.find((call) => call.method === 'DELETE');
      expect(removal?.url.searchParams.get('keepGuideline')).toBe('false');
    });
    expect(await screen.findByText(i18n.t('document:inEdition'))).toBeTruthy();
    expect(screen.queryByTestId('news-report-association-excluded')).toBeNull();
    error.mockRestore();
  });
});
