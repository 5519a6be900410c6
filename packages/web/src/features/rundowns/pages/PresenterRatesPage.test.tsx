import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { PresenterRate } from '@newsroom/domain';
import { companyDataBundle } from '../../../test/companyData';
import { json, renderWithProviders } from '../../../test/renderWithProviders';
import { stubFetchEachTest } from '../../../test/stubFetch';
import { i18n } from '../../../shared/i18n';
import { PresenterRatesPage } from './PresenterRatesPage';

const fetchMock = vi.fn<typeof fetch>();

const ANCHOR: PresenterRate = {
  userId: 7,
  name: 'Carlos Mendes',
  wpm: 150,
  effectiveWpm: 150,
  suggestion: {
    wpm: 168,
    words: 2896,
    seconds: 320,
    stories: 6,
    rundownId: 3,
    measuredAt: '2026-03-09T22:00:00Z',
  },
};

function serve() {
  const calls: { method: string; path: string }[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push({ method: init?.method ?? 'GET', path: url.pathname });
    if (url.pathname === '/api/presenters/read-rates')
      return json({ defaultWpm: 133, presenters: [ANCHOR] });
    if (url.pathname === '/api/presenters/7/read-rate/accept')
      return json({ ...ANCHOR, wpm: 168, effectiveWpm: 168, suggestion: null });
    return json({ code: 'not_found', message: 'error:notFound' }, 404);
  });
  return calls;
}

function renderPage(roles: string[]) {
  return renderWithProviders(<PresenterRatesPage />, {
    user: { nickname: 'editor', abilities: { rundown: 'write' }, roles },
    companyData: companyDataBundle(),
    path: '/main?area=presenterRates',
  });
}

describe('PresenterRatesPage', { timeout: 30_000 }, () => {
  stubFetchEachTest(fetchMock);

  it('shows rates with the locale’s numbers and accepts a suggestion', async () => {
    const calls = serve();
    renderPage(['ROLE_RUNDOWN_READ', 'ROLE_RUNDOWN_WRITE']);
    const suggestion = await screen.findByTestId('rate-suggestion-7');
    expect(suggestion.textContent).toContain(i18n.t('rundown:readRates.wpm', { wpm: '168' }));
    // Numbers are grouped as the language writes them.
    expect(suggestion.textContent).toContain('2,896');
    fireEvent.click(screen.getByTestId('rate-accept-7'));
    await waitFor(() =>
      expect(calls).toContainEqual({ method: 'POST', path: '/api/presenters/7/read-rate/accept' }),
    );
  });

  it('offers no change to a reader', async () => {
    serve();
    renderPage(['ROLE_RUNDOWN_READ']);
    await screen.findByTestId('rate-suggestion-7');
    expect(screen.queryByTestId('rate-accept-7')).toBeNull();
  });
});
