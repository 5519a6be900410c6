import { afterEach, beforeEach, vi, type Mock } from 'vitest';
import { act } from '@testing-library/react';
import { i18n } from '../shared/i18n';

/**
 * Before each test of the calling suite: the UI in en_US and a fetch stand-in reset and stubbed as
 * the global fetch; after each, the globals restored. Pass the mock to install (answers are the
 * test's to give), or a fallback that answers whatever a test does not serve.
 */
export function stubFetchEachTest(
  mockOrFallback?: Mock<typeof fetch> | (() => Response),
): Mock<typeof fetch> {
  const given = vi.isMockFunction(mockOrFallback) ? mockOrFallback : undefined;
  const fallback = given ? undefined : (mockOrFallback as (() => Response) | undefined);
  const fetchMock = given ?? vi.fn<typeof fetch>();
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('en_US'));
    fetchMock.mockReset();
    if (fallback) fetchMock.mockImplementation(async () => fallback());
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());
  return fetchMock;
}
