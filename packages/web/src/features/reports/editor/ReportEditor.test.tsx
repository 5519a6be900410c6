import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Report } from '@newsroom/domain';
import { json } from '../../../test/renderWithProviders';
import { stubFetchEachTest } from '../../../test/stubFetch';
import { renderReports, reportFixture } from '../testFixtures';
import { ReportEditor } from './ReportEditor';

vi.mock('../../../shared/realtime', () => import('../../../test/fakeRealtime'));

const notFound = () => json({ code: 'route_not_found', message: 'error:routeNotFound' }, 404);
const lock = {
  uuid: 'lock-1',
  entityType: 'report',
  entityId: '1',
  userId: 1,
  nickname: 'produtor',
  acquiredAt: '2026-11-27T10:00:00.000Z',
  expiresAt: '2026-11-27T10:05:00.000Z',
};

describe('ReportEditor', { timeout: 30_000 }, () => {
  const fetchMock = stubFetchEachTest(notFound);
  beforeEach(() => localStorage.clear());

  const sent = (method: string, path: string) =>
    fetchMock.mock.calls
      .filter(([input, init]) => String(input) === path && init?.method === method)
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

  it('saves a new report with its title, day, category and text', async () => {
    const created = reportFixture({ id: 9, title: 'Plantão da madrugada', date: '2026-11-27' });
    fetchMock.mockImplementation(async (input, init) =>
      String(input) === '/api/reports' && init?.method === 'POST' ? json(created, 201) : notFound(),
    );
    const onSaved = vi.fn();
    renderReports(
      <ReportEditor
        reportId={null}
        initialDate="2026-11-27"
        onSaved={onSaved}
        onClose={() => undefined}
        onStatusChange={() => undefined}
      />,
    );
    fireEvent.click(screen.getByTestId('report-save'));
    await waitFor(() => expect(screen.getByText('Required field')).toBeTruthy());
    expect(sent('POST', '/api/reports')).toEqual([]);

    fireEvent.change(screen.getByTestId('report-title'), {
      target: { value: 'Plantão da madrugada' },
    });
    fireEvent.mouseDown(within(screen.getByTestId('report-category')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Plantão'));
    fireEvent.change(screen.getByTestId('report-text-input'), {
      target: { value: '03h15 — Incêndio em galpão.\nSem feridos.' },
    });
    fireEvent.click(screen.getByTestId('report-save'));
    await waitFor(() =>
      expect(sent('POST', '/api/reports')).toEqual([
        {
          title: 'Plantão da madrugada',
          date: '2026-11-27',
          categoryId: 1,
          eventIds: [],
          text: '03h15 — Incêndio em galpão.\nSem feridos.',
        },
      ]),
    );
    await waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith({ id: 9, slug: 'Plantão da madrugada' }, true),
    );
  });

  it('saves unsaved edits before the chief approves, then shows Disapprove', async () => {
    const report = reportFixture({
      abilities: { canEdit: true, canDelete: true, canShare: true, canApprove: true },
    });
    const saved: Report = { ...report, text: 'Revisto', version: 2 };
    fetchMock.mockImplementation(async (input, init) => {
      const call = `${init?.method ?? 'GET'} ${String(input)}`;
      if (call === 'POST /api/reports/1/edit') return json({ report, lock });
      if (call === 'PUT /api/reports/1') return json(saved);
      if (call === 'PUT /api/reports/1/approve') return json({ ...saved, ok: true, version: 3 });
      return notFound();
    });
    renderReports(
      <ReportEditor
        reportId={1}
        initialDate="2026-11-27"
        onSaved={() => undefined}
        onClose={() => undefined}
        onStatusChange={() => undefined}
      />,
    );
    const text = await screen.findByTestId('report-text-input');
    fireEvent.change(text, { target: { value: 'Revisto' } });
    fireEvent.click(screen.getByTestId('report-approve'));
    await screen.findByTestId('report-disapprove');
    expect(sent('PUT', '/api/reports/1')).toEqual([
      expect.objectContaining({ text: 'Revisto', version: 1 }),
    ]);
    expect(sent('PUT', '/api/reports/1/approve')).toEqual([{ approve: true }]);
    expect(screen.getByTestId('report-form-approved')).toBeTruthy();
  });
});
