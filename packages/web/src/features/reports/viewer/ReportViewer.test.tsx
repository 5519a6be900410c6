import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { json } from '../../../test/renderWithProviders';
import { serveRoutes } from '../../../test/serveRoutes';
import { stubFetchEachTest } from '../../../test/stubFetch';
import { renderReports, reportFixture } from '../testFixtures';
import { ReportViewer } from './ReportViewer';

vi.mock('../../../shared/realtime', () => import('../../../test/fakeRealtime'));

const fetchMock = stubFetchEachTest();
const chiefCan = { canEdit: true, canDelete: true, canShare: false, canApprove: true };

describe('ReportViewer', { timeout: 30_000 }, () => {
  it('shows the report and lets the chief approve and disapprove it', async () => {
    const report = reportFixture({ abilities: chiefCan });
    const approvals: unknown[] = [];
    serveRoutes(fetchMock, {
      'GET /api/reports/1': () => json(report),
      'PUT /api/reports/1/approve': (init) => {
        const body = JSON.parse(String(init?.body)) as { approve: boolean };
        approvals.push(body);
        return json({ ...report, ok: body.approve, version: approvals.length + 1 });
      },
    });
    renderReports(<ReportViewer reportId={1} />, 'admin');
    expect((await screen.findByTestId('report-viewer-title')).textContent).toBe(
      'Relatório de plantão',
    );
    expect(screen.getByText('Plantão')).toBeTruthy();
    expect(screen.getByText('Incêndio')).toBeTruthy();
    expect(screen.getByTestId('report-text').textContent).toBe('Incêndio em galpão na Mooca.');
    expect(screen.queryByTestId('report-viewer-approved')).toBeNull();

    fireEvent.click(screen.getByTestId('report-approve'));
    await screen.findByTestId('report-viewer-approved');
    fireEvent.click(screen.getByTestId('report-disapprove'));
    await waitFor(() => expect(screen.queryByTestId('report-viewer-approved')).toBeNull());
    expect(approvals).toEqual([{ approve: true }, { approve: false }]);
  });

  it('offers no approval without the role, and shows a private report of others masked', async () => {
    serveRoutes(fetchMock, {
      'GET /api/reports/1': () => json(reportFixture()),
      'GET /api/reports/2': () =>
        json(reportFixture({ id: 2, visible: false, title: '', text: '', eventIds: [] })),
    });
    const { unmount } = renderReports(<ReportViewer reportId={1} />, 'read');
    await screen.findByTestId('report-viewer-title');
    expect(screen.queryByTestId('report-approve')).toBeNull();
    unmount();
    renderReports(<ReportViewer reportId={2} />, 'read');
    expect((await screen.findByTestId('report-viewer-private')).textContent).toBe('Private report');
  });
});
