import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { block, rundown, standbyBlock, story } from '@newsroom/domain/src/testing';
import { companyDataBundle } from '../../../test/companyData';
import { json, renderWithProviders } from '../../../test/renderWithProviders';
import { serveRoutes } from '../../../test/serveRoutes';
import { stubFetchEachTest } from '../../../test/stubFetch';
import { RemoteRundownView } from './RemoteRundownView';

const fetchMock = vi.fn<typeof fetch>();
const PROVIDERS = {
  user: { nickname: 'ana', abilities: { branch: 'read' } },
  companyData: companyDataBundle(),
} as const;

/** Campinas' 20:00–21:00 rundown as its served route answers it (timing and abilities included). */
function campinasRundown() {
  const opening = story({
    id: 11,
    page: '01',
    slug: 'ABERTURA',
    estimatedMs: 150_000,
    totalMs: 180_000,
    approved: true,
    displayStatus: 'stop',
  });
  const hidden = story({ id: 12, page: '02', slug: '', visible: false, totalMs: 120_000 });
  const spare = story({ id: 13, page: '90', slug: 'RESERVA', totalMs: 60_000 });
  const first = block({ id: 1, name: 'Bloco 1', commercialMs: 120_000 }, [opening, hidden]);
  return {
    ...rundown({ id: 40, date: '2025-03-10', approved: true }, [first, standbyBlock([spare])]),
    abilities: { canEdit: false, canApprove: false },
    timing: { note: 'the branch computed its own; not read here' },
  };
}

describe('RemoteRundownView', { timeout: 30_000 }, () => {
  stubFetchEachTest(fetchMock);

  it('shows the running order read-only, with states and totals computed here', async () => {
    serveRoutes(fetchMock, {
      'GET /api/remote/branches/3/rundowns/40': () => json(campinasRundown()),
    });
    renderWithProviders(
      <RemoteRundownView branchId={3} id={40} programName="Jornal de Campinas" />,
      PROVIDERS,
    );
    const view = await screen.findByTestId('remote-rundown');
    expect(within(view).getByRole('heading').textContent).toBe('Jornal de Campinas');
    expect(view.textContent).toContain('20:00–21:00');
    // The day as the language writes it, never ISO.
    expect(view.textContent).toContain('03/10/2025');
    expect(view.textContent).not.toContain('2025-03-10');

    const opening = screen.getByTestId('remote-rundown-story-11');
    expect(opening.textContent).toContain('ABERTURA');
    expect(opening.textContent).toContain('02:30');
    expect(opening.textContent).toContain('03:00');
    expect(within(opening).getByText('Displayed')).toBeTruthy();
    expect(within(opening).getByText('Approved')).toBeTruthy();
    expect(screen.getByTestId('remote-rundown-story-12').textContent).toContain('Private story');
    expect(screen.getByTestId('remote-rundown-block-1').textContent).toContain('Commercial 02:00');

    // 3:00 + 2:00 of stories and 2:00 of commercials; the Standby block counts for nothing.
    expect(screen.getByTestId('remote-timing-fullTotal').textContent).toBe('Total 00:07:00');
    expect(screen.getByTestId('remote-timing-duration').textContent).toBe('Duration 01:00:00');
    expect(screen.getByTestId('remote-timing-overUnder').textContent).toBe('Under 00:53:00');
    expect(screen.getByTestId('remote-timing-endEstimate').textContent).toBe(
      'Estimated end 20:07:00',
    );
    expect(screen.queryByTestId('remote-copy')).toBeNull();
  });

  it('says the branch does not answer instead of spinning', async () => {
    serveRoutes(fetchMock, {
      'GET /api/remote/branches/3/rundowns/40': () =>
        json({ code: 'rule_violation', message: 'remote:unreachable' }, 422),
    });
    renderWithProviders(
      <RemoteRundownView branchId={3} id={40} programName="Jornal de Campinas" />,
      PROVIDERS,
    );
    expect((await screen.findByTestId('remote-failure')).textContent).toBe(
      'The branch does not answer (switched off, unreachable or too slow).',
    );
  });
});
