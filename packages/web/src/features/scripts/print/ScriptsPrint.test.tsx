import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { companyDataBundle } from '../../../test/companyData';
import { json, renderWithProviders } from '../../../test/renderWithProviders';
import { stubFetchEachTest } from '../../../test/stubFetch';
import { queriesTo } from '../../../test/fetchCalls';
import { BOOK } from '../testFixtures';
import { ScriptsPrint } from './ScriptsPrint';

vi.mock('../../../shared/realtime', () => import('../../../test/fakeRealtime'));

const fetchMock = vi.fn<typeof fetch>();

function renderPrint(params: Record<string, unknown>) {
  fetchMock.mockImplementation(async () => json(BOOK));
  return renderWithProviders(<ScriptsPrint params={params} />, {
    user: { nickname: 'editor', abilities: { story: 'read' }, roles: ['ROLE_STORY_READ'] },
    companyData: companyDataBundle(),
  });
}

describe('ScriptsPrint', { timeout: 30_000 }, () => {
  stubFetchEachTest(fetchMock);

  it('prints the day and program of the link in two columns', async () => {
    renderPrint({ date: '2025-03-12', programId: 3, twoColumns: true, fontSizePt: 16, random: 1 });
    const page = await screen.findByTestId('scripts-print-page');
    expect(queriesTo(fetchMock, '/api/scripts')).toEqual([{ date: '2025-03-12', programId: '3' }]);
    expect(within(page).getByTestId('script-book').getAttribute('data-columns')).toBe('2');
    const [camera, video] = within(page).getAllByTestId('script-part');
    expect(camera!.querySelector('.nrcs-script__right')?.textContent).toBe(
      'Bom dia! A chuva alagou a zona leste.',
    );
    expect(video!.querySelector('.nrcs-script__left')?.textContent).toContain('[VT 01:35');
    await waitFor(() => expect(document.title).toBe('Scripts Jornal da Manhã 2025-03-12'));
  });

  it('prints one column unless two are asked, and refuses a link without a day', async () => {
    const { unmount } = renderPrint({ date: '2025-03-12', programId: 3 });
    const page = await screen.findByTestId('scripts-print-page');
    expect(within(page).getByTestId('script-book').getAttribute('data-columns')).toBe('1');
    unmount();
    renderPrint({ programId: 3 });
    expect(screen.getByTestId('scripts-print-failed')).toBeTruthy();
  });
});
