import type { Mock } from 'vitest';

/** The query parameters of each call a fetch mock received for `pathname`, in order. */
export function queriesTo(fetchMock: Mock<typeof fetch>, pathname: string) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === pathname)
    .map((url) => Object.fromEntries(url.searchParams));
}
