import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { block, rundown, story } from '@newsroom/domain/src/testing';
import { encodePrintParams } from '../../../shared/print';
import { companyDataBundle } from '../../../test/companyData';
import { json, renderWithProviders } from '../../../test/renderWithProviders';
import { serveRoutes } from '../../../test/serveRoutes';
import { stubFetchEachTest } from '../../../test/stubFetch';
import { PrintPage } from '../../print';
import { remoteRundownPrint } from './remotePrint';

const fetchMock = vi.fn<typeof fetch>();

describe('print of a remote rundown', { timeout: 30_000 }, () => {
  stubFetchEachTest(fetchMock);

  it('reads the rundown through the branch and prints it without actions', async () => {
    serveRoutes(fetchMock, {
      'GET /api/remote/branches/3/rundowns/40': () =>
        json(rundown({ id: 40 }, [block({ id: 1 }, [story({ id: 11, slug: 'ABERTURA' })])])),
    });
    const params = encodePrintParams({ id: 40, programName: 'Jornal de Campinas' });
    renderWithProviders(
      <Routes>
        <Route
          path="/print/branches/:branchId/:encodedParams/:type"
          element={<PrintPage entries={[]} branchEntries={[remoteRundownPrint]} />}
        />
      </Routes>,
      {
        user: { nickname: 'ana', abilities: { branch: 'read' } },
        companyData: companyDataBundle(),
        path: `/print/branches/3/${params}/remoteRundown`,
      },
    );
    expect((await screen.findByRole('heading', { level: 4 })).textContent).toBe(
      'Jornal de Campinas',
    );
    expect((await screen.findByTestId('remote-rundown-story-11')).textContent).toContain(
      'ABERTURA',
    );
    expect(screen.queryByRole('button', { name: /print/i })).toBeNull();
  });
});
