import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { companyDataBundle } from '../../../test/companyData';
import { json, renderWithProviders } from '../../../test/renderWithProviders';
import { serveRoutes } from '../../../test/serveRoutes';
import { stubFetchEachTest } from '../../../test/stubFetch';
import { RemoteBranchesTab } from './RemoteBranchesTab';

const fetchMock = vi.fn<typeof fetch>();
const CAMPINAS = {
  id: 3,
  name: 'Praça Campinas',
  address: 'http://campinas.local',
  hasToken: true,
};

describe('RemoteBranchesTab', { timeout: 30_000 }, () => {
  stubFetchEachTest(fetchMock);

  it('says plainly when a branch does not answer, and who answers when one does', async () => {
    let isUp = false;
    serveRoutes(fetchMock, {
      'GET /api/remote/branches': () => json([CAMPINAS]),
      'GET /api/remote/branches/3/check': () =>
        json(
          isUp
            ? {
                ok: true,
                key: 'remote:reachable',
                ping: { branchName: 'Campinas', version: '1.0.0' },
                elapsedMs: 12,
              }
            : { ok: false, key: 'remote:unreachable', ping: null, elapsedMs: 5003 },
        ),
    });
    renderWithProviders(<RemoteBranchesTab canEdit />, {
      user: { nickname: 'admin', abilities: { admin: 'write', branch: 'read' } },
      companyData: companyDataBundle(),
    });
    fireEvent.click(await screen.findByTestId('remote-check-3'));
    expect((await screen.findByTestId('remote-check-failed')).textContent).toBe(
      'The branch does not answer (switched off, unreachable or too slow).',
    );
    isUp = true;
    fireEvent.click(screen.getByTestId('remote-check-3'));
    expect((await screen.findByTestId('remote-check-ok')).textContent).toBe(
      'Answers: Campinas (12 ms)',
    );
  });
});
