import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { datesBetween, teamGrid } from '@newsroom/domain';
import { companyDataBundle } from '../../../test/companyData';
import { queriesTo } from '../../../test/fetchCalls';
import { json, renderWithProviders } from '../../../test/renderWithProviders';
import { stubFetchEachTest } from '../../../test/stubFetch';
import { TeamGridPrint } from './TeamGridPrint';

const fetchMock = vi.fn<typeof fetch>();

function renderPrint(params: Record<string, unknown>) {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    const dates = datesBetween(url.searchParams.get('from')!, url.searchParams.get('to')!);
    const team = {
      id: 5,
      name: 'Equipe 1',
      memberIds: [1],
      changes: [{ id: 9, date: '2025-03-12', kind: 'day' as const, memberIds: [2] }],
    };
    return json(
      teamGrid(
        [team],
        dates,
        new Map([
          [1, 'reporter'],
          [2, 'auxiliar'],
        ]),
      ),
    );
  });
  renderWithProviders(<TeamGridPrint params={params} />, {
    user: { nickname: 'produtor', abilities: { team: 'read' } },
    companyData: companyDataBundle(),
  });
}

describe('TeamGridPrint', { timeout: 30_000 }, () => {
  stubFetchEachTest(fetchMock);

  it('prints the week of the link with the legend and each cell, without editing', async () => {
    renderPrint({ from: '2025-03-09', random: 1 });
    await screen.findByTestId('team-grid-print-page');
    expect(queriesTo(fetchMock, '/api/teams/schedule')).toEqual([
      { from: '2025-03-09', to: '2025-03-15' },
    ]);
    expect(screen.getByTestId('team-grid-print-page').textContent).toContain(
      'Week from 03/09/2025 to 03/15/2025',
    );
    expect(screen.getByTestId('team-grid-legend')).toBeTruthy();
    expect(screen.getByTestId('team-grid-cell-5-2025-03-12').dataset.source).toBe('day');
    expect(screen.getByTestId('team-grid-cell-5-2025-03-12').textContent).toContain('auxiliar');
    expect(screen.queryByTestId('team-grid-edit-5-2025-03-12')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Team schedule 03/09/2025'));
  });

  it('says it cannot print a link without a valid week', () => {
    renderPrint({ from: '2025-02-30', random: 1 });
    expect(screen.getByTestId('team-grid-print-failed')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
