import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AccessLevel, Area, RoundCall, RoundSheet } from '@newsroom/domain';
import { BRANCH_CONFIG_KEY } from '../../branch';
import { companyDataBundle } from '../../../test/companyData';
import { firstSent, queriesTo } from '../../../test/fetchCalls';
import { json, renderWithProviders } from '../../../test/renderWithProviders';
import { serveRoutes } from '../../../test/serveRoutes';
import { stubFetchEachTest } from '../../../test/stubFetch';
import { entityEvent, pushToAll, topicHandlers } from '../../../test/fakeRealtime';
import { assignmentFixture } from '../../assignments/testFixtures';
import { sheetOf } from '../testFixtures';
import { RoundsPage } from './RoundsPage';

vi.mock('../../../shared/realtime', () => import('../../../test/fakeRealtime'));

const DAY = '2026-11-27';
const sheet = (calls: Partial<Record<1 | 2, Partial<RoundCall>>> = {}): RoundSheet =>
  sheetOf(DAY, [
    {
      roundId: 1,
      time: '06:00',
      institution: 'Corpo de Bombeiros – Posto Centro',
      segment: 'Bombeiros',
      phone: '193',
      contacts: [{ id: 5, name: 'Sgt. Diego Paixão', numbers: ['(11) 98100-2200'] }],
      call: calls[1],
    },
    { roundId: 2, time: '07:00', institution: 'CET', segment: 'Trânsito', call: calls[2] },
  ]);

/** The call as the server answers a save: done by the producer, one version on. */
const saved = (roundId: number, changes: Partial<RoundCall>): RoundCall => ({
  ...sheet().entries[roundId - 1]!.call,
  state: 'done',
  calledById: 1,
  calledByNickname: 'produtor',
  calledAt: '2026-11-27T09:05:00.000Z',
  ...changes,
});

function renderPage(abilities: Partial<Record<Area, AccessLevel>>, roles: string[] = []) {
  return renderWithProviders(<RoundsPage />, {
    user: { nickname: 'produtor', abilities, roles },
    companyData: companyDataBundle(),
    path: `/main?area=rounds&date=${DAY}`,
    queryData: [[BRANCH_CONFIG_KEY, { locale: 'pt_BR', branchName: 'Central' }]],
  });
}

const card = (roundId: number) => screen.getByTestId(`round-call-${roundId}`);
const note = (roundId: number) =>
  screen.getByTestId(`round-call-${roundId}-note`) as HTMLTextAreaElement;

describe('RoundsPage', () => {
  const fetchMock = stubFetchEachTest();
  beforeEach(() => {
    topicHandlers.length = 0;
  });

  it("shows the day's rounds in order with whom to call, and refuses users without the role", async () => {
    serveRoutes(fetchMock, { 'GET /api/rounds/sheet': () => json(sheet()) });
    const { unmount } = renderPage({ round: 'read' });
    await screen.findByTestId('round-call-1');
    expect(queriesTo(fetchMock, '/api/rounds/sheet')).toEqual([{ date: DAY }]);
    expect(screen.getByTestId('round-sheet').textContent).toContain('Rounds of 11/27/2026');
    expect(card(1).textContent).toContain('Corpo de Bombeiros – Posto Centro');
    expect(card(1).textContent).toContain('Sgt. Diego Paixão · (11) 98100-2200');
    expect(screen.getByTestId('round-sheet-counts').textContent).toBe(
      '0 done · 0 no answer · 2 to call',
    );
    // A reader reads: no save, no creation.
    expect(screen.queryByTestId('round-call-1-save')).toBeNull();
    expect(screen.queryByTestId('round-call-1-create-guideline')).toBeNull();
    unmount();
    renderPage({ story: 'read' });
    expect(screen.getByTestId('rounds-forbidden')).toBeTruthy();
  });

  it('ticks a call at once and saves the note on blur over the version it has', async () => {
    const puts: unknown[] = [];
    serveRoutes(fetchMock, {
      'GET /api/rounds/sheet': () => json(sheet()),
      'PUT /api/rounds/2/calls/2026-11-27': (init) => {
        const body = JSON.parse(String(init?.body)) as { note: string; version: number };
        puts.push(body);
        return json(saved(2, { note: body.note, version: body.version + 1 }));
      },
    });
    renderPage({ round: 'write' });
    await screen.findByTestId('round-call-2');
    fireEvent.click(screen.getByTestId('round-call-2-state-done'));
    await waitFor(() => expect(card(2).getAttribute('data-state')).toBe('done'));
    expect(puts).toEqual([{ state: 'done', note: '', version: 0 }]);
    expect(screen.getByTestId('round-call-2-status').textContent).toBe(
      'Saved · Called by produtor at 09:05',
    );

    fireEvent.change(note(2), { target: { value: 'Marginal Tietê com 12 km de lentidão.' } });
    expect(screen.getByTestId('round-call-2-status').textContent).toContain('Not saved yet');
    fireEvent.blur(note(2));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]).toEqual({
      state: 'done',
      note: 'Marginal Tietê com 12 km de lentidão.',
      version: 1,
    });
    await waitFor(() =>
      expect(screen.getByTestId('round-call-2-status').textContent).toContain('Saved'),
    );
    expect(screen.getByTestId('round-sheet-counts').textContent).toBe(
      '1 done · 0 no answer · 1 to call',
    );
  });

  it('keeps the typed note when another producer saved first, and saves it over theirs', async () => {
    const theirs = saved(1, { note: 'Incêndio no Brás, sem feridos.', version: 1 });
    const puts: { version: number; note: string }[] = [];
    serveRoutes(fetchMock, {
      'GET /api/rounds/sheet': () => json(sheet()),
      'PUT /api/rounds/1/calls/2026-11-27': (init) => {
        const body = JSON.parse(String(init?.body)) as { version: number; note: string };
        puts.push(body);
        return body.version === 0
          ? json(
              {
                code: 'stale_version',
                message: 'error:staleVersion',
                details: { current: theirs },
              },
              409,
            )
          : json(saved(1, { note: body.note, version: 2 }));
      },
    });
    renderPage({ round: 'write' });
    await screen.findByTestId('round-call-1');
    fireEvent.change(note(1), { target: { value: 'Seis viaturas no Brás.' } });
    fireEvent.click(screen.getByTestId('round-call-1-save'));
    await screen.findByTestId('round-call-1-conflict');
    expect(note(1).value).toBe('Seis viaturas no Brás.');

    fireEvent.click(screen.getByTestId('round-call-1-take-theirs'));
    expect(screen.queryByTestId('round-call-1-conflict')).toBeNull();
    await waitFor(() => expect(card(1).getAttribute('data-state')).toBe('done'));
    expect(note(1).value).toBe('Seis viaturas no Brás.');
    fireEvent.click(screen.getByTestId('round-call-1-save'));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]).toMatchObject({ note: 'Seis viaturas no Brás.', version: 1 });
  });

  it("shows another producer's call as it is saved, without touching a note being typed", async () => {
    serveRoutes(fetchMock, { 'GET /api/rounds/sheet': () => json(sheet()) });
    renderPage({ round: 'write' });
    await screen.findByTestId('round-call-2');
    fireEvent.change(note(1), { target: { value: 'Digitando…' } });
    const push = (roundId: 1 | 2, changes: Partial<RoundCall>) =>
      pushToAll(entityEvent('rounds', 'round_call', 'UPDATE', saved(roundId, changes)));
    push(2, { note: 'Trânsito livre.', version: 1 });
    push(1, { note: 'Nota de outro produtor.', version: 1 });
    await waitFor(() => expect(note(2).value).toBe('Trânsito livre.'));
    expect(card(2).getAttribute('data-state')).toBe('done');
    expect(note(1).value).toBe('Digitando…');
    // A late push of an older save changes nothing.
    push(2, { note: 'Velha.', version: 0 });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(note(2).value).toBe('Trânsito livre.');
  });

  it('creates a guideline from a call, then links and opens it', async () => {
    let made = false;
    serveRoutes(fetchMock, {
      'GET /api/rounds/sheet': () =>
        json(sheet(made ? { 1: { assignmentId: 31, state: 'done', version: 2 } } : {})),
      'PUT /api/rounds/1/calls/2026-11-27': () =>
        json(saved(1, { state: 'pending', note: 'Incêndio no Brás.', version: 1 })),
      'POST /api/assignments/round/1': () => {
        made = true;
        return json(assignmentFixture({ id: 31, slug: 'CORPO DE BOMBEIROS – POSTO CENTRO' }), 201);
      },
    });
    renderPage({ round: 'write', assignment: 'write' });
    await screen.findByTestId('round-call-1');
    // No proposal role: no proposal button.
    expect(screen.queryByTestId('round-call-1-create-proposal')).toBeNull();
    // Typed and clicked straight away: the note is saved (once) before the guideline is made.
    fireEvent.change(note(1), { target: { value: 'Incêndio no Brás.' } });
    fireEvent.blur(note(1));
    fireEvent.click(screen.getByTestId('round-call-1-create-guideline'));
    const sent = await firstSent(fetchMock, 'POST');
    expect(sent).toMatchObject({ url: '/api/assignments/round/1', body: { date: DAY } });
    const methods = fetchMock.mock.calls.map(
      ([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`,
    );
    expect(methods.filter((call) => !call.startsWith('GET'))).toEqual([
      'PUT /api/rounds/1/calls/2026-11-27',
      'POST /api/assignments/round/1',
    ]);
    await screen.findByTestId('round-call-1-guideline');
    expect(screen.queryByTestId('round-call-1-create-guideline')).toBeNull();
    const drawer = await screen.findByTestId('document-viewer-drawer');
    expect(drawer.getAttribute('data-origin')).toBe('assignment');
    expect(await within(document.body).findByText('Guideline created from the call.')).toBeTruthy();
  });
});
