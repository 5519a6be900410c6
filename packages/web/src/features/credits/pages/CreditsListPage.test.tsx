import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CreditsList } from '@newsroom/domain';
import { BRANCH_CONFIG_KEY } from '../../branch';
import { companyDataBundle } from '../../../test/companyData';
import { firstSent, queriesTo } from '../../../test/fetchCalls';
import {
  ACCESSIBLE_PROGRAMS_FIXTURE,
  json,
  renderWithProviders,
} from '../../../test/renderWithProviders';
import { stubFetchEachTest } from '../../../test/stubFetch';
import { pushToAll, topicHandlers } from '../../../test/fakeRealtime';
import { CreditsListPage } from './CreditsListPage';

vi.mock('../../../shared/realtime', () => import('../../../test/fakeRealtime'));

const ROWS: CreditsList['rows'] = [
  {
    key: 'anasouza|moradora',
    name: 'Ana Souza',
    title: 'Moradora',
    usages: [
      { kind: 'story', documentId: 11, slug: 'CHUVA EM SP' },
      { kind: 'newsReport', documentId: 4, slug: 'ENCHENTE' },
    ],
    cgUuid: 'cg-ana',
  },
  {
    key: 'joaosilva|feirante',
    name: 'João Silva',
    title: 'Feirante',
    usages: [{ kind: 'story', documentId: 12, slug: 'FEIRA LIVRE' }],
    cgUuid: 'cg-joao',
  },
];

const fetchMock = vi.fn<typeof fetch>();

function serve(device: CreditsList['device']) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/credits') return json({ device, rows: ROWS });
    if (url.pathname === '/api/credits/send' && init?.method === 'POST')
      return json({ sent: 1, devices: ['GC Estúdio'] });
    return json({ code: 'not_found', message: 'error:notFound' }, 404);
  });
}

function renderPage(roles: string[]) {
  return renderWithProviders(<CreditsListPage />, {
    user: { nickname: 'produtor', abilities: { story: 'read' }, roles },
    companyData: companyDataBundle(),
    accessiblePrograms: ACCESSIBLE_PROGRAMS_FIXTURE,
    path: '/main?area=creditsList&date=2025-03-12',
    queryData: [[BRANCH_CONFIG_KEY, { locale: 'pt_BR', branchName: 'Central' }]],
  });
}

const names = () =>
  within(screen.getByTestId('credits-table'))
    .queryAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')?.textContent);
const sendButton = (key: string) => screen.getByTestId(`credit-send-${key}`);

describe('CreditsListPage', { timeout: 30_000 }, () => {
  stubFetchEachTest(fetchMock);
  beforeEach(() => {
    topicHandlers.length = 0;
  });

  it("lists the day's credits of the first program, filtered as one types", async () => {
    serve({ name: null, blockedBy: 'noDevice' });
    renderPage(['ROLE_STORY_READ', 'ROLE_RUNDOWN_WRITE']);
    await waitFor(() => expect(names()).toEqual(['Ana Souza', 'João Silva']));
    expect(queriesTo(fetchMock, '/api/credits')).toEqual([{ date: '2025-03-12', programId: '3' }]);
    expect(screen.getByTestId('credits-table').textContent).toContain('Reportage: ENCHENTE');

    const filter = within(screen.getByTestId('credits-filter')).getByRole('searchbox');
    fireEvent.change(filter, { target: { value: 'joao' } });
    expect(names()).toEqual(['João Silva']);
    fireEvent.change(filter, { target: { value: 'enchente' } });
    expect(names()).toEqual(['Ana Souza']);
    fireEvent.change(filter, { target: { value: 'nobody' } });
    expect(screen.getByTestId('credits-table').textContent).toContain(
      'No credit matches the filter.',
    );
    expect(screen.getByTestId('credits-count').textContent).toBe('0 credits');
  });

  it('reloads when a story or reportage changes, and says so to a user reading neither', async () => {
    serve({ name: null, blockedBy: 'noDevice' });
    const { unmount } = renderPage(['ROLE_STORY_READ']);
    await waitFor(() => expect(queriesTo(fetchMock, '/api/credits')).toHaveLength(1));
    pushToAll({ topic: 'news_reports', entity: 'news_report', action: 'UPDATE', data: {} });
    await waitFor(() => expect(queriesTo(fetchMock, '/api/credits')).toHaveLength(2));
    unmount();
    renderPage(['ROLE_RUNDOWN_WRITE']);
    expect(screen.getByTestId('credits-no-access')).toBeTruthy();
    expect(queriesTo(fetchMock, '/api/credits')).toHaveLength(2);
  });

  it('disables sending, saying why, when the program has no CG device', async () => {
    serve({ name: null, blockedBy: 'noDevice' });
    renderPage(['ROLE_STORY_READ', 'ROLE_RUNDOWN_WRITE']);
    await waitFor(() => expect(names()).toHaveLength(2));
    const button = sendButton('anasouza|moradora');
    expect(button).toHaveProperty('disabled', true);
    expect(button.parentElement!.getAttribute('aria-label')).toBe(
      'The program has no character generator configured.',
    );
    fireEvent.mouseEnter(button.parentElement!);
    expect(
      await screen.findByText('The program has no character generator configured.', {
        selector: '.ant-tooltip-container, .ant-tooltip-inner, [role="tooltip"] *',
      }),
    ).toBeTruthy();
  });

  it('disables sending without the rundown write role, even with a device', async () => {
    serve({ name: 'GC Estúdio', blockedBy: null });
    renderPage(['ROLE_STORY_READ']);
    await waitFor(() => expect(names()).toHaveLength(2));
    expect(sendButton('joaosilva|feirante')).toHaveProperty('disabled', true);
    expect(sendButton('joaosilva|feirante').dataset.blockedBy).toBe('noRole');
  });

  it("sends a row's credit to the program's device", async () => {
    serve({ name: 'GC Estúdio', blockedBy: null });
    renderPage(['ROLE_STORY_READ', 'ROLE_RUNDOWN_WRITE']);
    await waitFor(() => expect(names()).toHaveLength(2));
    expect(screen.getByTestId('credits-device').textContent).toBe(
      'Character generator: GC Estúdio',
    );
    fireEvent.click(sendButton('joaosilva|feirante'));
    const sent = await firstSent(fetchMock, 'POST');
    expect(String(sent.url)).toContain('/api/credits/send');
    expect(sent.body).toEqual({ date: '2025-03-12', programId: 3, cgUuid: 'cg-joao' });
    expect(await screen.findByText('Credit sent to GC Estúdio.')).toBeTruthy();
  });
});
