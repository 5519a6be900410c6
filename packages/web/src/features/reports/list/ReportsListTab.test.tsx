import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Report } from '@newsroom/domain';
import { entityEvent, pushToLatest } from '../../../test/fakeRealtime';
import { queriesTo } from '../../../test/fetchCalls';
import { json } from '../../../test/renderWithProviders';
import { serveRoutes } from '../../../test/serveRoutes';
import { stubFetchEachTest } from '../../../test/stubFetch';
import { renderReports, reportFixture } from '../testFixtures';
import { ReportsListTab } from './ReportsListTab';

vi.mock('../../../shared/realtime', () => import('../../../test/fakeRealtime'));

const fetchMock = stubFetchEachTest();
const night = reportFixture({ id: 1, date: '2026-11-21', ok: true });
const flood = reportFixture({ id: 2, date: '2026-11-20', categoryId: 2, eventIds: [11] });

function serve(reports: Report[]) {
  serveRoutes(fetchMock, {
    'GET /api/reports/filter': () => json({ data: reports, page: 0, size: 25, total: 2 }),
  });
}

const rowIds = () =>
  screen.queryAllByTestId('report-row').map((row) => Number(row.getAttribute('data-id')));
const filterCalls = () => queriesTo(fetchMock, '/api/reports/filter');

describe('ReportsListTab', { timeout: 30_000 }, () => {
  it('lists a page with names and approval, and asks again with the filters', async () => {
    serve([night, flood]);
    const onOpen = vi.fn();
    renderReports(<ReportsListTab onOpen={onOpen} onNew={vi.fn()} />);
    await waitFor(() => expect(rowIds()).toEqual([1, 2]));
    const first = screen.getAllByTestId('report-row')[0]!;
    expect(within(first).getByText('Plantão')).toBeTruthy();
    expect(within(first).getByText('Incêndio')).toBeTruthy();
    expect(within(first).getByTestId('report-row-approved')).toBeTruthy();
    fireEvent.doubleClick(first);
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));

    fireEvent.change(screen.getByTestId('reports-from'), { target: { value: '2026-11-01' } });
    fireEvent.mouseDown(within(screen.getByTestId('reports-category')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Cobertura'));
    const text = within(screen.getByTestId('reports-text')).getByRole('searchbox');
    fireEvent.change(text, { target: { value: ' enchente ' } });
    fireEvent.keyDown(text, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(filterCalls().at(-1)).toEqual({
        from: '2026-11-01',
        categoryId: '2',
        text: 'enchente',
        page: '0',
        size: '25',
      }),
    );
  });

  it('follows the topic: a created report within the filter goes first, a removal drops it', async () => {
    serve([night, flood]);
    renderReports(<ReportsListTab onOpen={vi.fn()} />);
    await waitFor(() => expect(rowIds()).toEqual([1, 2]));
    expect(screen.queryByTestId('reports-new')).toBeNull();
    fireEvent.change(screen.getByTestId('reports-from'), { target: { value: '2026-11-15' } });
    await waitFor(() => expect(filterCalls().at(-1)?.from).toBe('2026-11-15'));
    await waitFor(() => expect(rowIds()).toEqual([1, 2]));

    const fresh = reportFixture({ id: 5, title: 'Cobertura ao vivo', date: '2026-11-22' });
    const old = reportFixture({ id: 6, date: '2026-10-01' });
    pushToLatest(entityEvent('reports', 'report', 'CREATE', old, { id: 6 }));
    pushToLatest(entityEvent('reports', 'report', 'CREATE', fresh, { id: 5 }));
    await waitFor(() => expect(rowIds()).toEqual([5, 1, 2]));
    expect(screen.getByText('Cobertura ao vivo')).toBeTruthy();

    pushToLatest(
      entityEvent('reports', 'report', 'DELETE', { id: 1, date: night.date }, { id: 1 }),
    );
    await waitFor(() => expect(rowIds()).toEqual([5, 2]));
  });
});
