import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { datesBetween, teamGrid, type GridTeam } from '@newsroom/domain';
import { BRANCH_CONFIG_KEY } from '../../branch';
import { companyDataBundle } from '../../../test/companyData';
import { queriesTo } from '../../../test/fetchCalls';
import { pushToAll, topicHandlers } from '../../../test/fakeRealtime';
import { json, renderWithProviders } from '../../../test/renderWithProviders';
import { stubFetchEachTest } from '../../../test/stubFetch';
import { i18n } from '../../../shared/i18n';
import { decodePrintParams } from '../../../shared/print';
import { TeamSchedulePage } from './TeamSchedulePage';

vi.mock('../../../shared/realtime', () => import('../../../test/fakeRealtime'));

const NICKNAMES = new Map([
  [1, 'reporter'],
  [2, 'cinegrafista'],
  [3, 'estagiario'],
]);
const TEAMS: GridTeam[] = [
  {
    id: 5,
    name: 'Equipe 1',
    memberIds: [1, 2],
    changes: [
      { id: 70, date: '2025-03-11', kind: 'forward', memberIds: [3, 2] },
      { id: 71, date: '2025-03-13', kind: 'day', memberIds: [1] },
    ],
  },
  { id: 6, name: 'Equipe Esportes', memberIds: [], changes: [] },
];

const fetchMock = vi.fn<typeof fetch>();
const gridCalls = () => queriesTo(fetchMock, '/api/teams/schedule');
const cell = (teamId: number, date: string) =>
  screen.getByTestId(`team-grid-cell-${teamId}-${date}`);

function renderPage(roles: string[], date = '2025-03-12') {
  return renderWithProviders(<TeamSchedulePage />, {
    user: { nickname: 'produtor', abilities: { team: 'write' }, roles },
    companyData: companyDataBundle(),
    path: `/main?area=teamSchedule&date=${date}`,
    queryData: [[BRANCH_CONFIG_KEY, { locale: 'pt_BR', branchName: 'Central' }]],
  });
}

const READ = ['ROLE_TEAM_READ'];
const WRITE = ['ROLE_TEAM_READ', 'ROLE_TEAM_WRITE'];

describe('TeamSchedulePage', { timeout: 30_000 }, () => {
  stubFetchEachTest(fetchMock);
  beforeEach(() => {
    topicHandlers.length = 0;
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/teams/schedule') {
        const dates = datesBetween(url.searchParams.get('from')!, url.searchParams.get('to')!);
        return json(teamGrid(TEAMS, dates, NICKNAMES));
      }
      if (url.pathname === '/api/users/all') return json([]);
      if (url.pathname === '/api/teams/5')
        return json({
          id: 5,
          name: 'Equipe 1',
          memberIds: [1, 2],
          membersNicknames: ['reporter', 'cinegrafista'],
          version: 1,
          changes: [],
          effective: {
            date: url.searchParams.get('date'),
            memberIds: [1],
            membersNicknames: ['reporter'],
            source: 'day',
            changeId: 71,
          },
        });
      return json({ code: 'not_found', message: 'error:notFound' }, 404);
    });
  });

  it('shows the week from the language’s first day, each cell with its members and source', async () => {
    renderPage(READ);
    await waitFor(() => expect(cell(5, '2025-03-13')).toBeTruthy());
    expect(gridCalls()).toEqual([{ from: '2025-03-09', to: '2025-03-15' }]);
    expect(screen.getByTestId('team-grid-week').textContent).toBe(
      'Week from 03/09/2025 to 03/15/2025',
    );
    // The fixed column makes the table draw its header twice.
    expect(screen.getAllByTestId('team-grid-day-2025-03-09')[0]!.textContent).toBe(
      'Sun 03/09/2025',
    );
    expect(cell(5, '2025-03-10').dataset.source).toBe('regular');
    expect(cell(5, '2025-03-11').dataset.source).toBe('forward');
    expect(cell(5, '2025-03-13').dataset.source).toBe('day');
    expect(cell(5, '2025-03-11').textContent).toContain('Change from this day on');
    expect(cell(5, '2025-03-11').textContent).toContain('estagiario');
    expect(cell(5, '2025-03-13').getAttribute('aria-label')).toBe(
      'Equipe 1 on 03/13/2025: reporter (Change for this day only)',
    );
    expect(cell(6, '2025-03-09').textContent).toContain('Nobody');
    const legend = screen.getByTestId('team-grid-legend').textContent;
    for (const source of ['Regular members', 'Change from this day on', 'Change for this day only'])
      expect(legend).toContain(source);
    // Readers see no editing.
    expect(screen.queryByTestId('team-grid-edit-5-2025-03-13')).toBeNull();
  });

  it('asks only the language of the PDF and the size of the print, then opens them', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderPage(READ);
    await waitFor(() => expect(gridCalls()).toHaveLength(1));
    fireEvent.click(screen.getByTestId('team-grid-pdf'));
    const dialog = await screen.findByTestId('print-options-form');
    expect(within(dialog).queryByTestId('print-options-columns')).toBeNull();
    expect(within(dialog).queryByTestId('print-options-font-size')).toBeNull();
    expect(within(dialog).getByTestId('print-options-locale')).toBeTruthy();
    fireEvent.click(screen.getByTestId('print-options-ok'));
    expect(open).toHaveBeenLastCalledWith(
      '/api/teams/schedule/pdf?from=2025-03-09&to=2025-03-15&locale=en_US',
      '_blank',
      'noopener',
    );
    await waitFor(() => expect(screen.queryByTestId('print-options-form')).toBeNull());

    fireEvent.click(screen.getByTestId('team-grid-print'));
    const printDialog = await screen.findByTestId('print-options-form');
    expect(within(printDialog).queryByTestId('print-options-locale')).toBeNull();
    expect(within(printDialog).getByTestId('print-options-font-size')).toBeTruthy();
    fireEvent.click(screen.getByTestId('print-options-ok'));
    const path = String(open.mock.lastCall?.[0]);
    expect(path).toMatch(/^\/print\/[^/]+\/teamGrid$/);
    expect(decodePrintParams(path.split('/')[2]!)).toMatchObject({
      from: '2025-03-09',
      fontSizePt: 12,
    });
    open.mockRestore();
  });

  it('moves by week and by date, and starts on Monday in Spanish', async () => {
    renderPage(READ);
    await waitFor(() => expect(gridCalls()).toHaveLength(1));
    fireEvent.click(screen.getByTestId('team-grid-next'));
    await waitFor(() =>
      expect(gridCalls().at(-1)).toEqual({ from: '2025-03-16', to: '2025-03-22' }),
    );
    fireEvent.click(screen.getByTestId('team-grid-previous'));
    fireEvent.click(screen.getByTestId('team-grid-previous'));
    await waitFor(() =>
      expect(gridCalls().at(-1)).toEqual({ from: '2025-03-02', to: '2025-03-08' }),
    );
    fireEvent.change(screen.getByTestId('team-grid-date'), { target: { value: '2025-04-02' } });
    await waitFor(() =>
      expect(gridCalls().at(-1)).toEqual({ from: '2025-03-30', to: '2025-04-05' }),
    );

    await act(() => i18n.changeLanguage('es_ES'));
    await waitFor(() =>
      expect(gridCalls().at(-1)).toEqual({ from: '2025-03-31', to: '2025-04-06' }),
    );
    expect(screen.getByTestId('team-grid-week').textContent).toBe(
      'Semana del 31/03/2025 al 06/04/2025',
    );
  });

  it('reloads on a teams event', async () => {
    renderPage(READ);
    await waitFor(() => expect(gridCalls()).toHaveLength(1));
    pushToAll({ topic: 'teams', entity: 'team_change', action: 'UPDATE', data: { teamId: 5 } });
    await waitFor(() => expect(gridCalls()).toHaveLength(2));
  });

  it("opens a writer's cell in the team's schedule panel on that day", async () => {
    renderPage(WRITE);
    const edit = await screen.findByTestId('team-grid-edit-5-2025-03-13');
    expect(edit.getAttribute('aria-label')).toBe('Change the schedule of Equipe 1 on 03/13/2025');
    fireEvent.click(edit);
    const drawer = await screen.findByTestId('team-schedule');
    expect(within(drawer).getByTestId('team-schedule-date')).toHaveProperty('value', '2025-03-13');
    await waitFor(() =>
      expect(queriesTo(fetchMock, '/api/teams/5')).toEqual([{ date: '2025-03-13' }]),
    );
    expect(await within(drawer).findByTestId('team-change-form')).toBeTruthy();
  });

  it('says so to a user without team access', () => {
    renderPage([]);
    expect(screen.getByTestId('team-schedule-no-access')).toBeTruthy();
    expect(gridCalls()).toEqual([]);
  });
});
