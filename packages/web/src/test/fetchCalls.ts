import { expect, type Mock } from 'vitest';
import { waitFor } from '@testing-library/react';

/** The query parameters of each call a fetch mock received for `pathname`, in order. */
export function queriesTo(fetchMock: Mock<typeof fetch>, pathname: string) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === pathname)
    .map((url) => Object.fromEntries(url.searchParams));
}

/** Waits for the first `method` call a fetch mock received and gives its URL and JSON body. */
export async function firstSent(fetchMock: Mock<typeof fetch>, method: string) {
  await waitFor(() =>
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === method)).toBe(true),
  );
  const [url, init] = fetchMock.mock.calls.find(([, call]) => call?.method === method)!;
  return { url, body: JSON.parse(String(init?.body)) as unknown };
}
