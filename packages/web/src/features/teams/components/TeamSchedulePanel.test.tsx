import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { scheduleOn, type TeamChange, type TeamDetail } from '@newsroom/domain';
import { i18n } from '../../../shared/i18n';
import { localDateString } from '../api/localDate';
import { TeamSchedulePanel } from './TeamSchedulePanel';
import { renderWithFeedback, json } from '../../../test/renderWithProviders';
import { firstSent } from '../../../test/fetchCalls';

const USERS = [
  { id: 1, name: 'Ana Souza', nickname: 'reporter' },
  { id: 2, name: 'Tiago Ferreira', nickname: 'cinegrafista' },
  { id: 3, name: 'Pedro Santos', nickname: 'auxiliar' },
];
const nick = (id: number) => USERS.find((user) => user.id === id)!.nickname;

/** A small server: team 5 with regular members 1 and 2 and whatever changes were saved. */
function fakeServer() {
  const changes: TeamChange[] = [
    {
      id: 70,
      date: '2025-03-10',
      kind: 'forward',
      memberIds: [1, 3],
      membersNicknames: ['reporter', 'auxiliar'],
    },
  ];
  const detail = (date: string): TeamDetail => {
    const team = {
      id: 5,
      name: 'Equipe 1',
      memberIds: [1, 2],
      membersNicknames: ['reporter', 'cinegrafista'],
      version: 1,
    };
    const result = scheduleOn(team, changes, date);
    return {
      ...team,
      changes: [...changes],
      effective: {
        date,
        memberIds: result.memberIds,
        membersNicknames: result.memberIds.map(nick),
        source: result.source,
        changeId: result.change?.id ?? null,
      },
    };
  };
  return vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/users/all') return json(USERS);
    if (url.pathname === '/api/teams/5/changes' && init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as {
        date: string;
        kind: 'day' | 'forward';
        memberIds: number[];
      };
      changes.push({ id: 71, ...body, membersNicknames: body.memberIds.map(nick) });
      return json(detail(body.date));
    }
    if (url.pathname === '/api/teams/5') return json(detail(url.searchParams.get('date')!));
    return json({ code: 'route_not_found', message: 'error:routeNotFound' }, 404);
  });
}

function renderPanel(canEdit: boolean, initialDate?: string) {
  renderWithFeedback(<TeamSchedulePanel teamId={5} canEdit={canEdit} initialDate={initialDate} />);
}

const effective = () => screen.getByTestId('team-effective-members');

describe('TeamSchedulePanel', () => {
  let server: ReturnType<typeof fakeServer>;

  beforeEach(async () => {
    await act(() => i18n.changeLanguage('en_US'));
    server = fakeServer();
    vi.stubGlobal('fetch', server);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows who is on the team on the chosen day and why', async () => {
    renderPanel(false, '2025-03-09');
    await waitFor(() => expect(effective().getAttribute('data-source')).toBe('regular'));
    expect(effective().textContent).toContain('reporter');
    expect(effective().textContent).toContain('cinegrafista');

    fireEvent.change(screen.getByTestId('team-schedule-date'), { target: { value: '2025-03-11' } });
    await waitFor(() => expect(effective().getAttribute('data-source')).toBe('forward'));
    expect(effective().getAttribute('data-member-ids')).toBe('1,3');
    expect(String(server.mock.calls.at(-1)![0])).toBe('/api/teams/5?date=2025-03-11');
    expect(screen.getByTestId('team-changes').textContent).toContain('From this day on');
    expect(screen.queryByTestId('team-change-save')).toBeNull();
  });

  it('makes a one-day change for the chosen day', async () => {
    renderPanel(true, '2025-03-12');
    await waitFor(() => expect(effective().getAttribute('data-member-ids')).toBe('1,3'));
    fireEvent.click(await screen.findByTestId('team-change-save'));
    const sent = await firstSent(server, 'PUT');
    expect(sent.url).toBe('/api/teams/5/changes');
    expect(sent.body).toEqual({
      date: '2025-03-12',
      kind: 'day',
      memberIds: [1, 3],
    });
    await waitFor(() => expect(effective().getAttribute('data-source')).toBe('day'));
    expect(effective().textContent).toContain('03/12/2025');
  });

  it('makes a forward change from the chosen day on', async () => {
    renderPanel(true, '2025-03-09');
    await waitFor(() => expect(effective().getAttribute('data-source')).toBe('regular'));
    fireEvent.click(
      within(await screen.findByTestId('team-change-kind')).getByText('From this day on'),
    );
    fireEvent.click(screen.getByTestId('team-change-save'));
    expect((await firstSent(server, 'PUT')).body).toEqual({
      date: '2025-03-09',
      kind: 'forward',
      memberIds: [1, 2],
    });
  });

  it('does not ask the server about a date that does not exist', async () => {
    renderPanel(false, '2025-03-09');
    await waitFor(() => expect(effective().getAttribute('data-source')).toBe('regular'));
    const calls = server.mock.calls.length;
    fireEvent.change(screen.getByTestId('team-schedule-date'), { target: { value: '' } });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(server.mock.calls.length).toBe(calls);
  });

  it('starts on today by default', () => {
    expect(localDateString(new Date(2025, 0, 5, 23, 30))).toBe('2025-01-05');
  });
});
