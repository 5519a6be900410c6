import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { block, rundown, story } from '@newsroom/domain/src/testing';
import { companyDataBundle } from '../../../test/companyData';
import { json, renderWithProviders } from '../../../test/renderWithProviders';
import { serveRoutes } from '../../../test/serveRoutes';
import { stubFetchEachTest } from '../../../test/stubFetch';
import { RemoteBrowser } from './RemoteBrowser';

const fetchMock = vi.fn<typeof fetch>();
const NOTICE_ID = '6f1c2a57-8f8e-4b1e-9a43-1f2b3c4d5e6f';
const CAMPINAS = {
  id: 3,
  name: 'Praça Campinas',
  address: 'http://campinas.local',
  hasToken: true,
};

function renderBrowser() {
  renderWithProviders(<RemoteBrowser />, {
    user: { nickname: 'ana', abilities: { branch: 'read' } },
    companyData: companyDataBundle(),
  });
}

async function pickCampinas() {
  fireEvent.mouseDown(within(screen.getByTestId('remote-branch-select')).getByRole('combobox'));
  fireEvent.click(await screen.findByTitle('Praça Campinas'));
}

describe('RemoteBrowser', { timeout: 30_000 }, () => {
  stubFetchEachTest(fetchMock);

  it("opens one of the branch's rundowns from its day", async () => {
    serveRoutes(fetchMock, {
      'GET /api/remote/branches': () => json([CAMPINAS]),
      'GET /api/remote/branches/3/assignments': () => json([]),
      'GET /api/remote/branches/3/rundowns': () =>
        json([{ id: 40, programId: 7, programName: 'Jornal de Campinas', date: '2025-03-10' }]),
      'GET /api/remote/branches/3/rundowns/40': () =>
        json(
          rundown({ id: 40, date: '2025-03-10' }, [
            block({ id: 1 }, [story({ id: 11, slug: 'ABERTURA' })]),
          ]),
        ),
    });
    renderBrowser();
    await pickCampinas();
    fireEvent.click(await screen.findByRole('tab', { name: 'Rundowns' }));
    fireEvent.click(await screen.findByTestId('remote-item-rundowns-40'));
    const view = await screen.findByTestId('remote-rundown');
    expect(within(view).getByRole('heading').textContent).toBe('Jornal de Campinas');
    expect((await screen.findByTestId('remote-rundown-story-11')).textContent).toContain(
      'ABERTURA',
    );
  });

  it("lists the branch's notices, urgent ones marked", async () => {
    serveRoutes(fetchMock, {
      'GET /api/remote/branches': () => json([CAMPINAS]),
      'GET /api/remote/branches/3/assignments': () => json([]),
      'GET /api/remote/branches/3/notices': () =>
        json([
          {
            id: NOTICE_ID,
            text: 'Reunião de pauta às 9h.',
            urgent: true,
            authorName: 'Rita Campos',
            createdAt: '2025-03-10T12:00:00.000Z',
          },
        ]),
    });
    renderBrowser();
    await pickCampinas();
    fireEvent.click(await screen.findByRole('tab', { name: 'Notices' }));
    const notice = await screen.findByTestId(`remote-notice-${NOTICE_ID}`);
    expect(notice.textContent).toContain('Reunião de pauta às 9h.');
    expect(notice.textContent).toContain('Rita Campos, ');
    expect(within(notice).getByText('Urgent')).toBeTruthy();
  });

  it('says plainly that the branch does not answer for its notices', async () => {
    serveRoutes(fetchMock, {
      'GET /api/remote/branches': () => json([CAMPINAS]),
      'GET /api/remote/branches/3/assignments': () => json([]),
      'GET /api/remote/branches/3/notices': () =>
        json({ code: 'rule_violation', message: 'remote:unreachable' }, 422),
    });
    renderBrowser();
    await pickCampinas();
    fireEvent.click(await screen.findByRole('tab', { name: 'Notices' }));
    const tab = await screen.findByRole('tabpanel', { name: 'Notices' });
    expect((await within(tab).findByTestId('remote-failure')).textContent).toBe(
      'The branch does not answer (switched off, unreachable or too slow).',
    );
  });
});
