import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AccessLevel } from '@newsroom/domain';
import { ME_QUERY_KEY } from '../../auth';
import { ACCESSIBLE_PROGRAMS_KEY } from '../../programs';
import { createQueryClient } from '../../../shared/api';
import { DocumentViewersProvider } from '../../../shared/documentViewer';
import { i18n } from '../../../shared/i18n';
import { pushToLatest as push, topicHandlers } from '../../../test/fakeRealtime';
import {
  json,
  ACCESSIBLE_PROGRAMS_FIXTURE,
  renderWithClient,
} from '../../../test/renderWithProviders';
import type { TrashItem } from '@newsroom/domain';
import { queriesTo } from '../../../test/fetchCalls';
import { TrashPage } from './TrashPage';
import { stubFetchEachTest } from '../../../test/stubFetch';
import { meFixture } from '../../../test/meFixture';

vi.mock('../../../shared/realtime', () => import('../../../test/fakeRealtime'));

const story: TrashItem = {
  kind: 'stories',
  id: 9,
  title: 'GAVETA FEIRA',
  date: '2026-11-10',
  programIds: [3],
  excludedAt: '2026-11-20T13:00:00.000Z',
  purgeAt: '2026-12-20T13:00:00.000Z',
};
const assignment: TrashItem = {
  kind: 'assignments',
  id: 4,
  title: 'PAUTA ENCHENTE',
  date: null,
  programIds: [],
  excludedAt: '2026-11-19T10:00:00.000Z',
  purgeAt: null,
};

let items: TrashItem[] = [];
let restoreAnswer: () => Response = () => json({});
const fetchMock = vi.fn<typeof fetch>();

const trashCalls = () => queriesTo(fetchMock, '/api/trash');

function renderPage(
  abilities: Record<string, AccessLevel> = { story: 'write', assignment: 'read' },
) {
  const client = createQueryClient();
  client.setQueryData(
    ME_QUERY_KEY,
    meFixture({ id: 1, nickname: 'editor', email: 'ana@example.com', abilities }),
  );
  client.setQueryData(ACCESSIBLE_PROGRAMS_KEY, ACCESSIBLE_PROGRAMS_FIXTURE);
  renderWithClient(
    <DocumentViewersProvider
      viewers={{ story: (id) => <div data-testid="story-stub">story {id}</div> }}
    >
      <TrashPage />
    </DocumentViewersProvider>,
    client,
  );
}

const rowOf = (kind: string, id: number) =>
  screen
    .queryAllByTestId('trash-row')
    .find(
      (row) => row.getAttribute('data-kind') === kind && row.getAttribute('data-id') === `${id}`,
    );

describe('TrashPage', { timeout: 30_000 }, () => {
  stubFetchEachTest(fetchMock);
  beforeEach(() => {
    topicHandlers.length = 0;
    items = [story, assignment];
    restoreAnswer = () => json({ id: 9 });
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/trash')
        return json({ data: items, page: 0, size: 25, total: items.length });
      if (url.pathname === '/api/stories/9/restore' && init?.method === 'PUT')
        return restoreAnswer();
      return json({ code: 'not_found', message: 'x' }, 404);
    });
  });

  it('lists the excluded documents with kind, programs, removal and purge dates', async () => {
    renderPage();
    await waitFor(() => expect(rowOf('stories', 9)).toBeTruthy());
    expect(trashCalls()).toEqual([{ page: '0', size: '25' }]);
    const row = rowOf('stories', 9)!;
    expect(within(row).getByTestId('trash-kind').textContent).toBe('Story');
    expect(row.textContent).toContain('GAVETA FEIRA');
    expect(row.textContent).toContain('10/11/2026');
    expect(row.textContent).toContain('Jornal da Manhã');
    expect(within(row).getByTestId('trash-purge-at').textContent).toMatch(/12\/20\/2026/);
    const kept = rowOf('assignments', 4)!;
    expect(within(kept).getByTestId('trash-kind').textContent).toBe('Guideline');
    expect(within(kept).getByTestId('trash-purge-at').textContent).toBe('Kept');
    // Restoring an assignment needs its write role.
    expect(within(kept).getByTestId('trash-restore')).toHaveProperty('disabled', true);
  });

  it('sends the kind and text filters', async () => {
    renderPage();
    await waitFor(() => expect(rowOf('stories', 9)).toBeTruthy());
    fireEvent.mouseDown(within(screen.getByTestId('trash-kinds')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Story'));
    fireEvent.click(await screen.findByTitle('Production'));
    await waitFor(() =>
      expect(trashCalls().at(-1)).toEqual({ kinds: 'stories,productions', page: '0', size: '25' }),
    );
    const text = within(screen.getByTestId('trash-text')).getByRole('searchbox');
    fireEvent.change(text, { target: { value: ' feira ' } });
    fireEvent.keyDown(text, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(trashCalls().at(-1)).toEqual({
        kinds: 'stories,productions',
        q: 'feira',
        page: '0',
        size: '25',
      }),
    );
  });

  it('offers only the kinds that can be restored, never agency items', async () => {
    renderPage();
    fireEvent.mouseDown(within(screen.getByTestId('trash-kinds')).getByRole('combobox'));
    await screen.findByTitle('Story');
    const offered = [...document.querySelectorAll('.ant-select-item-option')].map((option) =>
      option.getAttribute('title'),
    );
    expect(offered).toEqual([
      'Guideline',
      'Contact',
      'Reportage',
      'Post',
      'Production',
      'Report',
      'Story',
    ]);
  });

  it('restores a document after confirming, drops its row and reloads on realtime events', async () => {
    renderPage();
    await waitFor(() => expect(rowOf('stories', 9)).toBeTruthy());
    fireEvent.click(within(rowOf('stories', 9)!).getByTestId('trash-restore'));
    items = [assignment];
    fireEvent.click(await screen.findByTestId('trash-restore-confirm'));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([input, init]) => String(input) === '/api/stories/9/restore' && init?.method === 'PUT',
        ),
      ).toBe(true),
    );
    await waitFor(() => expect(rowOf('stories', 9)).toBeUndefined());
    expect(rowOf('assignments', 4)).toBeTruthy();

    // A removal elsewhere fills the trash again: the list reloads.
    const before = trashCalls().length;
    items = [story, assignment];
    push({ topic: 'stories', action: 'DELETE', entity: 'story', id: 9 });
    await waitFor(() => expect(trashCalls().length).toBeGreaterThan(before));
    await waitFor(() => expect(rowOf('stories', 9)).toBeTruthy());
    expect(topicHandlers.map((h) => h.topic)).toEqual(
      expect.arrayContaining(['assignments', 'news_reports', 'productions', 'stories']),
    );
  });

  it('tells a refused restore with the action failure and keeps the row', async () => {
    restoreAnswer = () => json({ code: 'internal_error', message: 'boom' }, 500);
    renderPage();
    await waitFor(() => expect(rowOf('stories', 9)).toBeTruthy());
    fireEvent.click(within(rowOf('stories', 9)!).getByTestId('trash-restore'));
    fireEvent.click(await screen.findByTestId('trash-restore-confirm'));
    const notification = await screen.findByTestId('notification-error');
    expect(notification.textContent).toContain(i18n.t('error:actionFailed'));
    expect(rowOf('stories', 9)).toBeTruthy();
  });

  it('opens a row in the side drawer viewer', async () => {
    renderPage();
    await waitFor(() => expect(rowOf('stories', 9)).toBeTruthy());
    fireEvent.click(within(rowOf('stories', 9)!).getByTestId('trash-title'));
    expect((await screen.findByTestId('story-stub')).textContent).toBe('story 9');
    expect(screen.getByTestId('document-viewer-drawer').getAttribute('data-origin')).toBe('story');
  });
});
