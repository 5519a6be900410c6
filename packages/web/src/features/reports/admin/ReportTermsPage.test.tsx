import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReportTerm } from '@newsroom/domain';
import { companyDataBundle } from '../../../test/companyData';
import { firstSent } from '../../../test/fetchCalls';
import { json, renderWithProviders } from '../../../test/renderWithProviders';
import { serveRoutes } from '../../../test/serveRoutes';
import { stubFetchEachTest } from '../../../test/stubFetch';
import { ReportTermsPage } from './ReportTermsPage';

vi.mock('../../../shared/realtime', () => import('../../../test/fakeRealtime'));

const page = (data: ReportTerm[]) => ({ data, page: 0, size: 25, total: data.length });
const shift: ReportTerm = { id: 1, name: 'Plantão', version: 1 };

function renderPage() {
  renderWithProviders(<ReportTermsPage list="report_categories" canEdit hearsReports={false} />, {
    user: { nickname: 'admin', abilities: { admin: 'write' } },
    companyData: companyDataBundle(),
  });
}

describe('ReportTermsPage', { timeout: 30_000 }, () => {
  const fetchMock = stubFetchEachTest();

  it('creates a category in the form and lists it', async () => {
    serveRoutes(fetchMock, {
      'GET /api/report_categories/filter': () => json(page([shift])),
      'POST /api/report_categories': () =>
        json({ id: 2, name: 'Reunião de pauta', version: 1 }, 201),
    });
    renderPage();
    await screen.findByTestId('report-term-row-Plantão');
    fireEvent.click(screen.getByTestId('report_categories-new'));
    fireEvent.change(await screen.findByTestId('report-term-form-name'), {
      target: { value: ' Reunião de pauta ' },
    });
    fireEvent.click(screen.getByTestId('report-term-form-save'));
    expect((await firstSent(fetchMock, 'POST')).body).toEqual({ name: 'Reunião de pauta' });
    expect(await screen.findByTestId('report-term-row-Reunião de pauta')).toBeTruthy();
  });

  it('shows a name taken beside the name (409)', async () => {
    serveRoutes(fetchMock, {
      'GET /api/report_categories/filter': () => json(page([shift])),
      'PUT /api/report_categories/1': () =>
        json(
          { code: 'duplicate', message: 'reports:duplicateCategory', details: { field: 'name' } },
          409,
        ),
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('report-term-edit-Plantão'));
    fireEvent.change(await screen.findByTestId('report-term-form-name'), {
      target: { value: 'Cobertura' },
    });
    fireEvent.click(screen.getByTestId('report-term-form-save'));
    expect(await screen.findByText('A category with that name exists.')).toBeTruthy();
    expect((await firstSent(fetchMock, 'PUT')).body).toEqual({ name: 'Cobertura', version: 1 });
  });

  it('keeps a category reports are filed under and says how many (422)', async () => {
    serveRoutes(fetchMock, {
      'GET /api/report_categories/filter': () => json(page([shift])),
      'DELETE /api/report_categories/1': () =>
        json(
          { code: 'rule_violation', message: 'reports:categoryInUse', details: { count: 4 } },
          422,
        ),
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('report-term-delete-Plantão'));
    fireEvent.click(await screen.findByTestId('report-term-delete-confirm'));
    const warning = await screen.findByTestId('notification-warning');
    expect(warning.textContent).toContain('The category "Plantão" is in use');
    expect(warning.textContent).toContain('4 reports use this name.');
    await waitFor(() => expect(screen.getByTestId('report-term-row-Plantão')).toBeTruthy());
  });
});
