import { afterEach, beforeEach, vi, type Mock } from 'vitest';
import { act } from '@testing-library/react';
import { i18n } from '../shared/i18n';

/**
 * Before each test of the calling suite: the UI in en_US and `fetchMock` reset and stubbed as
 * the global fetch (answers are the test's to give); after each, the globals restored.
 */
export function stubFetchEachTest(
  fetchMock: Mock<typeof fetch> = vi.fn<typeof fetch>(),
): Mock<typeof fetch> {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('en_US'));
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());
  return fetchMock;
}
