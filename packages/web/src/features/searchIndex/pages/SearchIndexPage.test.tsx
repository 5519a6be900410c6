import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { IndexProgress, IndexState } from '@newsroom/domain';
import { pushToLatest, topicHandlers } from '../../../test/fakeRealtime';
import { json, renderWithFeedback } from '../../../test/renderWithProviders';
import { SearchIndexPage } from './SearchIndexPage';
import { stubFetchEachTest } from '../../../test/stubFetch';

vi.mock('../../../shared/realtime', () => import('../../../test/fakeRealtime'));

/** Pushes a progress event of the `index` topic to the latest handler. */
function pushProgress(progress: IndexProgress) {
  pushToLatest({
    topic: 'index',
    entity: 'index',
    id: progress.kind,
    data: progress,
    originSession: 's1',
  });
}

let state: IndexState;
const fetchMock = vi.fn<typeof fetch>();

function renderPage(canEdit = true) {
  renderWithFeedback(<SearchIndexPage canEdit={canEdit} />);
}

const rowOf = (kind: string) =>
  screen.queryAllByTestId('index-row').find((row) => row.getAttribute('data-kind') === kind);
const stateCalls = () =>
  fetchMock.mock.calls.filter(([input]) => String(input) === '/api/index/state').length;

describe('SearchIndexPage', { timeout: 30_000 }, () => {
  stubFetchEachTest(fetchMock);
  beforeEach(() => {
    topicHandlers.length = 0;
    state = {
      kinds: [
        { kind: 'assignments', count: 120, lastRebuildAt: null, running: false },
        {
          kind: 'stories',
          count: 3400,
          lastRebuildAt: '2026-11-20T10:00:00.000Z',
          running: false,
        },
      ],
    };
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/index/state') return json(state);
      if (url.pathname === '/api/index/rebuild' && init?.method === 'POST') {
        const { targets } = JSON.parse(String(init.body)) as { targets: string[] };
        state = {
          kinds: state.kinds.map((row) =>
            targets.includes(row.kind) ? { ...row, running: true } : row,
          ),
        };
        return json({ targets }, 202);
      }
      return json({ code: 'not_found', message: 'x' }, 404);
    });
  });

  it('shows count, last rebuild and state per kind', async () => {
    renderPage();
    await waitFor(() => expect(rowOf('stories')).toBeTruthy());
    const stories = rowOf('stories')!;
    expect(stories.textContent).toContain('Stories');
    expect(within(stories).getByTestId('index-count').textContent).toBe('3,400');
    expect(within(stories).getByTestId('index-last-rebuild').textContent).not.toBe('Never');
    expect(within(rowOf('assignments')!).getByTestId('index-last-rebuild').textContent).toBe(
      'Never',
    );
    expect(within(stories).getByTestId('index-idle')).toBeTruthy();
    expect(screen.getByTestId('index-rebuild')).toHaveProperty('disabled', true);
  });

  it('rebuilds the chosen targets and follows the pushed progress until finished', async () => {
    renderPage();
    await waitFor(() => expect(rowOf('stories')).toBeTruthy());
    fireEvent.click(within(rowOf('stories')!).getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('index-rebuild'));
    fireEvent.click(await screen.findByTestId('index-rebuild-confirm'));
    await waitFor(() => {
      const call = fetchMock.mock.calls.find(([input]) => String(input) === '/api/index/rebuild');
      expect(call).toBeTruthy();
      expect(JSON.parse(String(call![1]?.body))).toEqual({ targets: ['stories'] });
    });
    await waitFor(() => expect(rowOf('stories')!.getAttribute('data-running')).toBe('true'));
    expect(rowOf('assignments')!.getAttribute('data-running')).toBe('false');

    pushProgress({ kind: 'stories', done: 50, total: 200, finished: false });
    const progress = within(rowOf('stories')!).getByTestId('index-progress');
    expect(progress.getAttribute('data-percent')).toBe('25');
    expect(progress.textContent).toContain('50 of 200');
    pushProgress({ kind: 'stories', done: 150, total: 200, finished: false });
    expect(
      within(rowOf('stories')!).getByTestId('index-progress').getAttribute('data-percent'),
    ).toBe('75');

    const before = stateCalls();
    state = {
      kinds: state.kinds.map((row) =>
        row.kind === 'stories'
          ? { ...row, count: 200, running: false, lastRebuildAt: '2026-11-21T12:00:00.000Z' }
          : row,
      ),
    };
    pushProgress({ kind: 'stories', done: 200, total: 200, finished: true });
    await waitFor(() => expect(stateCalls()).toBeGreaterThan(before));
    await waitFor(() =>
      expect(within(rowOf('stories')!).getByTestId('index-count').textContent).toBe('200'),
    );
    expect(
      within(rowOf('stories')!).getByTestId('index-progress').getAttribute('data-percent'),
    ).toBe('100');
    expect(rowOf('stories')!.getAttribute('data-running')).toBe('false');
  });

  it('lets readers see the state but not rebuild', async () => {
    renderPage(false);
    await waitFor(() => expect(rowOf('stories')).toBeTruthy());
    expect(within(rowOf('stories')!).getByRole('checkbox')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('index-rebuild')).toHaveProperty('disabled', true);
  });
});
