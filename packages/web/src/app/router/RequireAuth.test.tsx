import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ME_QUERY_KEY } from '../../features/auth';
import { RedirectIfAuthenticated } from './RedirectIfAuthenticated';
import { RequireAuth } from './RequireAuth';
import { meFixture } from '../../test/me';

const ME = meFixture({ id: 1, name: 'Ana', nickname: 'ana', email: 'a@x' });

function ShowLocation() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

function renderAt(path: string, me: unknown) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(ME_QUERY_KEY, me);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/login"
            element={
              <RedirectIfAuthenticated>
                <ShowLocation />
              </RedirectIfAuthenticated>
            }
          />
          <Route
            path="*"
            element={
              <RequireAuth>
                <ShowLocation />
              </RequireAuth>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByTestId('location').textContent;
}

describe('route guards', () => {
  it('send an unauthenticated user to /login with the path and query to come back to', () => {
    expect(renderAt('/admin?area=accessFailureLogs', null)).toBe(
      '/login?redirect=%2Fadmin%3Farea%3DaccessFailureLogs',
    );
  });

  it('let an authenticated user through', () => {
    expect(renderAt('/preview?x=1', ME)).toBe('/preview?x=1');
  });

  it('send an authenticated user away from /login to the redirect value', () => {
    expect(renderAt('/login?redirect=%2Fadmin%3Farea%3Dgeneral', ME)).toBe('/admin?area=general');
  });

  it('send an authenticated user away from /login to / without a (safe) redirect', () => {
    expect(renderAt('/login?redirect=https%3A%2F%2Fevil.example', ME)).toBe('/');
  });

  it('keep an unauthenticated user on /login', () => {
    expect(renderAt('/login?redirect=%2Fmain', null)).toBe('/login?redirect=%2Fmain');
  });
});
