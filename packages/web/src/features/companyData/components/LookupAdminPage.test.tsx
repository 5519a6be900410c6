import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LOOKUP_PAGES } from '../lookups/lookupConfigs';
import { LookupAdminPage } from './LookupAdminPage';
import { stubFetchEachTest } from '../../../test/stubFetch';
import { renderWithFeedback, json } from '../../../test/renderWithProviders';
import { firstSent } from '../../../test/fetchCalls';

function renderPage(area: keyof typeof LOOKUP_PAGES) {
  renderWithFeedback(<LookupAdminPage config={LOOKUP_PAGES[area]} canEdit />);
}

describe('LookupAdminPage', () => {
  const fetchMock = stubFetchEachTest();

  it('lists types with their tag and colour, and creates one first in the list', async () => {
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'POST')
        return json(
          { id: 9, name: 'Ao vivo', abbreviation: 'VIVO', color: 'red', version: 1 },
          201,
        );
      return json({
        data: [{ id: 1, name: 'Nota', abbreviation: 'NOTA', color: 'blue', version: 1 }],
        page: 0,
        size: 25,
        total: 1,
      });
    });
    renderPage('types');
    const table = await screen.findByTestId('lookup-table-type');
    await waitFor(() => expect(within(table).getByTestId('lookup-row-Nota')).toBeTruthy());
    expect(within(table).getByTestId('type-tag').textContent).toBe('NOTA');
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/types/filter?page=0&size=25');

    fireEvent.click(screen.getByTestId('lookup-new-type'));
    fireEvent.change(await screen.findByTestId('lookup-form-name'), {
      target: { value: ' Ao vivo ' },
    });
    fireEvent.change(screen.getByTestId('lookup-form-abbreviation'), { target: { value: 'vivo' } });
    fireEvent.click(screen.getByTestId('lookup-form-save'));
    const sent = await firstSent(fetchMock, 'POST');
    expect(sent.url).toBe('/api/types');
    expect(sent.body).toEqual({
      name: 'Ao vivo',
      abbreviation: 'VIVO',
      color: 'blue',
    });
    await waitFor(() => {
      const rows = within(table).getAllByTestId(/^lookup-row-/);
      expect(rows.map((row) => row.getAttribute('data-testid'))).toEqual([
        'lookup-row-Ao vivo',
        'lookup-row-Nota',
      ]);
    });
  });

  it('shows a duplicate branch address beside the address field', async () => {
    fetchMock.mockImplementation(async (_input, init) => {
      if (init?.method === 'POST')
        return json(
          { code: 'duplicate', message: 'error:duplicate', details: { field: 'address' } },
          409,
        );
      return json({ data: [], page: 0, size: 25, total: 0 });
    });
    renderPage('branches');
    fireEvent.click(await screen.findByTestId('lookup-new-branch'));
    fireEvent.change(await screen.findByTestId('lookup-form-name'), {
      target: { value: 'Praça Campinas' },
    });
    fireEvent.change(screen.getByTestId('lookup-form-address'), {
      target: { value: 'http://campinas.redacao.local' },
    });
    fireEvent.click(screen.getByTestId('lookup-form-save'));
    await waitFor(() =>
      expect(screen.getByTestId('lookup-form').textContent).toContain(
        'A branch with this address already exists.',
      ),
    );
  });

  it('shows vehicle kinds and marks the text ones', async () => {
    fetchMock.mockResolvedValue(
      json({
        data: [
          { id: 1, name: 'TV Horizonte', type: 'TV', version: 1 },
          { id: 2, name: 'Jornal Horizonte', type: 'NEWSPAPER', version: 1 },
        ],
        page: 0,
        size: 25,
        total: 2,
      }),
    );
    renderPage('vehicles');
    const newspaper = await screen.findByTestId('lookup-row-Jornal Horizonte');
    expect(newspaper.textContent).toContain('Newspaper');
    expect(newspaper.textContent).toContain('text (shows the lead)');
    expect(screen.getByTestId('lookup-row-TV Horizonte').textContent).not.toContain(
      'text (shows the lead)',
    );
  });
});
