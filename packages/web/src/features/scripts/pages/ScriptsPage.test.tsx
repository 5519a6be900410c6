import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ScriptBook } from '@newsroom/domain';
import { BRANCH_CONFIG_KEY } from '../../branch';
import { companyDataBundle, person } from '../../../test/companyData';
import { queriesTo } from '../../../test/fetchCalls';
import {
  ACCESSIBLE_PROGRAMS_FIXTURE,
  json,
  renderWithProviders,
} from '../../../test/renderWithProviders';
import { stubFetchEachTest } from '../../../test/stubFetch';
import { pushToAll, topicHandlers } from '../../../test/fakeRealtime';
import { decodePrintParams } from '../../../shared/print';
import { BOOK } from '../testFixtures';
import { ScriptsPage } from './ScriptsPage';

vi.mock('../../../shared/realtime', () => import('../../../test/fakeRealtime'));

const fetchMock = vi.fn<typeof fetch>();

function serve(book: ScriptBook = BOOK) {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/scripts') return json(book);
    return json({ code: 'not_found', message: 'error:notFound' }, 404);
  });
}

function renderPage(roles: string[] = ['ROLE_STORY_READ']) {
  return renderWithProviders(<ScriptsPage />, {
    user: { nickname: 'apresentador', abilities: { story: 'read' }, roles },
    companyData: companyDataBundle({
      users: [person(7, 'Ana Lima', 'apresentadora'), person(8, 'Rui Alves', 'reporter')],
    }),
    accessiblePrograms: ACCESSIBLE_PROGRAMS_FIXTURE,
    path: '/main?area=scripts&date=2025-03-12',
    queryData: [[BRANCH_CONFIG_KEY, { locale: 'pt_BR', branchName: 'Central' }]],
  });
}

const stories = () => screen.getAllByTestId('script-story');

describe('ScriptsPage', { timeout: 30_000 }, () => {
  stubFetchEachTest(fetchMock);
  beforeEach(() => {
    topicHandlers.length = 0;
  });

  it("shows the day's script book of the first program in running order", async () => {
    serve();
    renderPage();
    await waitFor(() => expect(stories()).toHaveLength(4));
    expect(queriesTo(fetchMock, '/api/scripts')).toEqual([{ date: '2025-03-12', programId: '3' }]);
    expect(screen.getByTestId('script-rundown').textContent).toContain(
      'Jornal da Manhã — Wednesday, March 12, 2025, 06:00 to 08:00',
    );
    expect(stories().map((s) => s.getAttribute('data-story-id'))).toEqual(['11', '12', '13', '14']);
    expect(screen.getAllByTestId('script-block').map((b) => b.textContent)).toEqual([
      'Bloco 1',
      'Bloco 2',
      'Standby (kept out of the show)',
    ]);
    expect(screen.getAllByTestId('script-block')[2]!.getAttribute('data-standby')).toBe('true');

    const first = stories()[0]!;
    expect(first.textContent).toContain('CHUVA EM SP');
    expect(first.textContent).toContain('Read by apresentadora');
    expect(within(first).getAllByTestId('script-story-durations')[0]!.textContent).toBe(
      'Estimated 01:00 · Total 01:15',
    );
    const parts = within(first).getAllByTestId('script-part');
    expect(parts.map((p) => p.getAttribute('data-kind'))).toEqual([
      'camera',
      'cue',
      'cue',
      'text',
      'cue',
    ]);
    expect(parts[0]!.querySelector('.nrcs-script__camera')?.textContent).toBe(
      'Bom dia! A chuva alagou a zona leste.',
    );
    expect(parts[0]!.textContent).toContain('apresentadora · CAM 1');
    expect(parts[1]!.textContent).toContain('[VT 01:35 — VT CHUVA]');
    expect(parts[2]!.textContent).toContain('[CG — Joana Prado / Moradora]');
    const reportage = within(first).getByTestId('script-reportage');
    expect(reportage.textContent).toContain('Reportage script: FALTA DE ÁGUA');
    expect(reportage.textContent).toContain('reporter reporter · total 01:30');
    expect(reportage.textContent).toContain('[Interview 00:18 — MARIA: "Sem água."]');
  });

  it('shows a private story of others as private, with its page and nothing of its text', async () => {
    serve();
    renderPage();
    await waitFor(() => expect(stories()).toHaveLength(4));
    const hidden = stories()[1]!;
    expect(hidden.getAttribute('data-visible')).toBe('false');
    expect(within(hidden).getByTestId('script-story-private').textContent).toContain(
      'Private story',
    );
    expect(hidden.textContent).toContain('02');
    expect(within(hidden).queryAllByTestId('script-part')).toHaveLength(0);
  });

  it('prints the chosen day and program with the print options', async () => {
    serve();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderPage();
    await waitFor(() => expect(stories()).toHaveLength(4));
    fireEvent.click(screen.getByTestId('scripts-print'));
    fireEvent.click(await screen.findByLabelText('Two columns (cues left, text right)'));
    fireEvent.click(screen.getByTestId('print-options-ok'));
    const path = String(open.mock.calls[0]?.[0]);
    expect(path).toMatch(/^\/print\/[^/]+\/scripts$/);
    expect(decodePrintParams(path.split('/')[2]!)).toMatchObject({
      date: '2025-03-12',
      programId: 3,
      twoColumns: true,
      fontSizePt: 12,
    });
    open.mockRestore();
  });

  it('says when the program has no rundown that day, reloads on story events, and needs the role', async () => {
    serve({ ...BOOK, rundowns: [] });
    const { unmount } = renderPage();
    expect(await screen.findByTestId('scripts-no-rundown')).toBeTruthy();
    expect(screen.getByTestId('scripts-print')).toHaveProperty('disabled', true);
    pushToAll({ topic: 'stories', entity: 'story', action: 'UPDATE', data: {} });
    await waitFor(() => expect(queriesTo(fetchMock, '/api/scripts').length).toBeGreaterThan(1));
    unmount();
    const asked = queriesTo(fetchMock, '/api/scripts').length;
    renderPage(['ROLE_RUNDOWN_READ']);
    expect(screen.getByTestId('scripts-no-access')).toBeTruthy();
    expect(queriesTo(fetchMock, '/api/scripts')).toHaveLength(asked);
  });
});
