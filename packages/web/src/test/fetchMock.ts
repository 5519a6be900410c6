import { afterEach, beforeEach, vi } from 'vitest';
import { act } from '@testing-library/react';
import { i18n } from '../shared/i18n';

/**
 * A fetch stand-in for the tests of the calling block: emptied and installed before each test
 * (with the texts in English), removed after it; `fallback` answers what a test does not serve.
 */
export function stubFetchPerTest(fallback?: () => Response) {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('en_US'));
    fetchMock.mockReset();
    if (fallback) fetchMock.mockImplementation(async () => fallback());
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());
  return fetchMock;
}
