import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { rolesOf, type UserAdminRow } from '@newsroom/domain';
import { FeedbackProvider } from '../../../shared/notifications';
import { ME_QUERY_KEY } from '../../auth';
import { UsersAdminPage } from './UsersAdminPage';
import { meFixture } from '../../../test/meFixture';
import { json } from '../../../test/renderWithProviders';
import { userAdminRowFixture } from '../testFixtures';

/** Under a loaded machine antd's first render and async validation can be slow. */
const SLOW = { timeout: 10_000 };

const row = userAdminRowFixture;

/** A tiny users server: the list honours activeOnly; remove and reset answer like the API. */
function fakeServer(people: UserAdminRow[]) {
  return vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/users/filter') {
      const activeOnly = url.searchParams.get('activeOnly') !== 'false';
      const data = people.filter((p) => !activeOnly || !p.excluded);
      return json({ data, page: 0, size: 25, total: data.length });
    }
    const match = /^\/api\/users\/(\d+)(\/\w+)?$/.exec(url.pathname);
    const person = people.find((p) => p.id === Number(match?.[1]));
    if (person && method === 'DELETE' && !match?.[2]) {
      Object.assign(person, { excluded: true, version: person.version + 1 });
      return json(person);
    }
    if (person && method === 'PUT' && match?.[2] === '/reset_password')
      return json({ temporaryPassword: 'Tmp-9x8y7z6w5v' });
    return json({ code: 'route_not_found', message: 'x' }, 404);
  });
}

function renderPage(permissions: Parameters<typeof rolesOf>[0]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(
    ME_QUERY_KEY,
    meFixture({
      id: 1,
      name: 'Admin',
      nickname: 'admin',
      email: 'admin@tv.example',
      roles: rolesOf(permissions, false),
    }),
  );
  render(
    <QueryClientProvider client={queryClient}>
      <FeedbackProvider>
        <UsersAdminPage />
      </FeedbackProvider>
    </QueryClientProvider>,
  );
}

const confirm = async () => fireEvent.click(await screen.findByTestId('user-confirm-ok', {}, SLOW));

describe('UsersAdminPage', { timeout: 20_000 }, () => {
  let people: UserAdminRow[];
  beforeEach(() => {
    people = [row(2, 'marina', { online: true }), row(3, 'rafael')];
    vi.stubGlobal('fetch', fakeServer(people));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the actions the administrator holds roles for', async () => {
    renderPage({ user: 'read' });
    await screen.findByTestId('user-row-marina', {}, SLOW);
    expect(screen.queryByTestId('users-new')).toBeNull();
    expect(screen.queryByTestId('user-action-edit-marina')).toBeNull();
    expect(screen.queryByTestId('user-action-remove-marina')).toBeNull();
  });

  it('drops a removed user with active only on, and marks them excluded with it off', async () => {
    renderPage({ user: 'admin' });
    await screen.findByTestId('user-row-marina', {}, SLOW);
    expect(screen.getByTestId('user-action-kick-marina')).toBeTruthy();
    expect(screen.queryByTestId('user-action-kick-rafael')).toBeNull();

    fireEvent.click(screen.getByTestId('user-action-remove-rafael'));
    await confirm();
    await waitFor(() => expect(screen.queryByTestId('user-row-rafael')).toBeNull(), SLOW);

    fireEvent.click(screen.getByTestId('users-active-only'));
    const removed = await screen.findByTestId('user-row-rafael', {}, SLOW);
    expect(removed.getAttribute('data-excluded')).toBe('true');
    expect(screen.getByTestId('user-action-restore-rafael')).toBeTruthy();
  });

  it("shows a reset's temporary password once", async () => {
    renderPage({ user: 'admin' });
    await screen.findByTestId('user-row-marina', {}, SLOW);
    fireEvent.click(screen.getByTestId('user-action-reset-marina'));
    await confirm();
    expect((await screen.findByTestId('temporary-password', {}, SLOW)).textContent).toBe(
      'Tmp-9x8y7z6w5v',
    );
  });
});
