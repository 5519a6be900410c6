import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DrawerPage } from './DrawerPage';
import { renderWithFeedback, json } from '../../../test/renderWithProviders';
import { stubFetchEachTest } from '../../../test/stubFetch';

const drawerStory = {
  id: 9,
  uuid: 'story-9',
  page: '',
  slug: 'GAVETA FEIRA',
  date: '2025-03-10',
  programId: null,
  ownerId: 2,
  authorNickname: 'produtor',
  changeDate: '2025-03-10T12:00:00.000Z',
  estimatedMs: 0,
  totalMs: 30_000,
  approved: false,
  isPrivate: false,
  visible: true,
  displayStatus: 'blank',
  location: 'drawer',
  rundownId: null,
  blockId: null,
  excluded: false,
  version: 1,
};

function renderPage() {
  renderWithFeedback(<DrawerPage />);
}

describe('DrawerPage', { timeout: 20_000 }, () => {
  const fetchMock = stubFetchEachTest();

  beforeEach(() => {
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/stories/filter')
        return json({ data: [drawerStory], page: 0, size: 25, total: 1 });
      if (url.pathname === '/api/drawer/remove' && init?.method === 'POST')
        return new Response(null, { status: 204 });
      return json({ code: 'not_found', message: 'x' }, 404);
    });
  });

  it('lists the drawer stories and removes one to the trash after confirming', async () => {
    renderPage();
    const row = await screen.findByTestId('drawer-row');
    expect(row.getAttribute('data-story-id')).toBe('9');
    expect(row.textContent).toContain('GAVETA FEIRA');
    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls).toContain('/api/stories/filter?filter=DRAWER&page=0&size=25');
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/counter'))).toBe(false);

    fireEvent.click(within(row).getByTestId('drawer-remove'));
    fireEvent.click(await screen.findByTestId('drawer-remove-confirm'));
    await waitFor(() => {
      const call = fetchMock.mock.calls.find(([input]) => String(input) === '/api/drawer/remove');
      expect(call).toBeTruthy();
      expect(JSON.parse(String(call![1]?.body))).toEqual({ storyIds: [9] });
    });
  });
});
