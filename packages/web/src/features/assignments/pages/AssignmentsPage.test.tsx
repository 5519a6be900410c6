import { newsroomToday } from '@newsroom/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { i18n } from '../../../shared/i18n';
import { assignmentFixture } from '../testFixtures';
import { json } from '../../../test/renderWithProviders';
import { renderWithApp } from '../testRender';
import { AssignmentsPage } from './AssignmentsPage';

const today = newsroomToday(undefined, new Date());
const assignment = assignmentFixture({ id: 12, slug: 'ENCHENTE', date: today });
const copy = assignmentFixture({ id: 40, uuid: 'uuid-40', slug: 'ENCHENTE', date: today });
const lock = {
  uuid: 'lock-1',
  entityType: 'assignment',
  entityId: '40',
  userId: 1,
  nickname: 'produtor',
  acquiredAt: '2025-03-10T10:00:00.000Z',
  expiresAt: '2025-03-10T10:05:00.000Z',
};

describe('AssignmentsPage', { timeout: 30_000 }, () => {
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
  beforeEach(async () => {
    await i18n.changeLanguage('en_US');
    localStorage.clear();
    fetchMock = vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      if (url === `/api/assignments?date=${today}`) return json([assignment]);
      if (url === '/api/assignments/12' && method === 'GET') return json(assignment);
      if (url === '/api/assignments/12/copy' && method === 'POST') return json(copy, 201);
      if (url === '/api/assignments/40/edit' && method === 'POST')
        return json({ assignment: copy, lock });
      if (url.startsWith('/api/assignments/excluded?'))
        return json({ data: [], page: 0, size: 25, total: 0 });
      return json({ code: 'route_not_found', message: 'x' }, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('duplicates the selected guideline to the list date and opens the copy in an editor tab', async () => {
    renderWithApp(<AssignmentsPage />);
    fireEvent.click(await screen.findByTestId('assignment-card'));
    fireEvent.click(await screen.findByTestId('assignment-duplicate'));
    await waitFor(() =>
      expect(
        screen.getAllByTestId('assignment-tab').map((tab) => tab.getAttribute('data-key')),
      ).toEqual(['edit-40']),
    );
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ date: today });
    await waitFor(() =>
      expect(screen.getAllByTestId('assignment-card').map((card) => card.dataset.id)).toEqual([
        '40',
        '12',
      ]),
    );
  });

  it('has the search and trash tabs next to the list', async () => {
    renderWithApp(<AssignmentsPage />);
    expect(screen.getByTestId('assignments-search-tab').textContent).toBe('Search');
    fireEvent.click(screen.getByTestId('assignments-trash-tab'));
    expect(await screen.findByText(i18n.t('assignment:trash.empty'))).toBeTruthy();
  });
});
