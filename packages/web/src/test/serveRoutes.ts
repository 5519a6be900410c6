import type { Mock } from 'vitest';
import { json } from './renderWithProviders';

/** The answer to one route, given the call's init. */
export type RouteAnswer = (init?: RequestInit) => Response | Promise<Response>;

/**
 * Answers a fetch mock's calls by `"METHOD /path"` (the query string left out); any other call
 * gets a 404 `not_found`.
 */
export function serveRoutes(fetchMock: Mock<typeof fetch>, routes: Record<string, RouteAnswer>) {
  fetchMock.mockImplementation(async (input, init) => {
    const route = routes[`${init?.method ?? 'GET'} ${String(input).split('?')[0]}`];
    return route ? route(init) : json({ code: 'not_found', message: 'not_found' }, 404);
  });
}
