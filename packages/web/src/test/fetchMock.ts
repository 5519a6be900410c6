import { afterEach, beforeEach, vi } from 'vitest';
import { act } from '@testing-library/react';
import { i18n } from '../shared/i18n';

/**
 * A fetch stand-in for the tests of the calling block: emptied and installed before each test
 * (with the texts in English), removed after it.
 */
export function useFetchMock() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('en_US'));
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());
  return fetchMock;
}
