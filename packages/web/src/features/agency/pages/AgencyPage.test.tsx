import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AccessLevel, AgencyItem, AgencyLane, Area } from '@newsroom/domain';
import { companyDataBundle } from '../../../test/companyData';
import { entityEvent, pushToLatest, topicHandlers } from '../../../test/fakeRealtime';
import { firstSent, queriesTo } from '../../../test/fetchCalls';
import { json, renderWithProviders } from '../../../test/renderWithProviders';
import { stubFetchEachTest } from '../../../test/stubFetch';
import { agencyItem, agencyLane, agencySource, itemPage } from '../testFixtures';
import { AgencyPage } from './AgencyPage';

vi.mock('../../../shared/realtime', () => import('../../../test/fakeRealtime'));

/** Lane 1 names source 10, lane 2 category 7 (source 11's), lane 3 source 12. */
const LANES = [
  agencyLane(1, { name: 'Brasília', sourceIds: [10] }),
  agencyLane(2, { name: 'Clima', categoryIds: [7] }),
  agencyLane(3, { name: 'Esportes', sourceIds: [12] }),
];
const SOURCES = [
  agencySource(10, { name: 'Agência Brasil' }),
  agencySource(11, { name: 'Climatempo', categoryId: 7 }),
  agencySource(12, { name: 'Placar', network: 'mastodon', kind: 'account' }),
];
const ITEMS_AT_START: Record<number, AgencyItem[]> = {
  1: [
    agencyItem(101, { title: 'Câmara aprova reforma', flash: true }),
    agencyItem(102, { title: 'Senado adia votação', used: true }),
  ],
  2: [agencyItem(201, { sourceId: 11, sourceName: 'Climatempo', title: 'Frente fria' })],
  3: [
    agencyItem(301, {
      sourceId: 12,
      sourceName: 'Placar',
      network: 'mastodon',
      title: 'Final no domingo',
    }),
  ],
};

const fetchMock = vi.fn<typeof fetch>();
let lanes: AgencyLane[] = LANES;
let ITEMS = ITEMS_AT_START;
const laneCalls = (laneId: number) => queriesTo(fetchMock, `/api/agency/lanes/${laneId}/items`);

function renderPage(abilities: Partial<Record<Area, AccessLevel>> = { agency: 'read' }) {
  return renderWithProviders(<AgencyPage />, {
    user: { nickname: 'ana', abilities },
    companyData: companyDataBundle(),
  });
}

describe('AgencyPage', { timeout: 30_000 }, () => {
  stubFetchEachTest(fetchMock);
  beforeEach(() => {
    topicHandlers.length = 0;
    lanes = LANES;
    ITEMS = structuredClone(ITEMS_AT_START);
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const laneItems = /^\/api\/agency\/lanes\/(\d+)\/items$/.exec(url.pathname);
      if (laneItems) return json(itemPage(ITEMS[Number(laneItems[1])] ?? []));
      const item = /^\/api\/agency\/items\/(\d+)$/.exec(url.pathname);
      if (item)
        return json(
          Object.values(ITEMS)
            .flat()
            .find((one) => one.id === Number(item[1])),
        );
      if (method === 'GET' && url.pathname === '/api/agency/lanes') return json(lanes);
      if (method === 'POST' && url.pathname === '/api/agency/lanes')
        return json(agencyLane(4, JSON.parse(String(init?.body))), 201);
      if (url.pathname === '/api/agency/sources') return json(SOURCES);
      if (url.pathname === '/api/agency/categories')
        return json([{ id: 7, network: 'rss', name: 'Tempo', version: 1 }]);
      if (url.pathname.startsWith('/api/assignment_proposals/'))
        return json(
          {
            id: 1,
            slug: 'FINAL',
            date: null,
            proposal: '',
            information: '',
            programsIds: [],
            authorId: 1,
            authorNickname: 'ana',
            assignmentId: null,
            excluded: false,
            version: 1,
            createdAt: '2026-03-10T12:00:00.000Z',
          },
          201,
        );
      return json({ code: 'not_found', message: 'not_found' }, 404);
    });
  });

  it('shows the lanes side by side, flash and used items marked', async () => {
    renderPage();
    await waitFor(() => expect(screen.getAllByTestId('agency-lane')).toHaveLength(3));
    const [first] = screen.getAllByTestId('agency-lane');
    await waitFor(() => expect(within(first!).getAllByTestId('lane-item')).toHaveLength(2));
    const [flash, used] = within(first!).getAllByTestId('lane-item');
    expect(flash!.getAttribute('data-flash')).toBe('true');
    expect(flash!.textContent).toContain('FLASH');
    expect(flash!.textContent).toContain('Câmara aprova reforma');
    expect(flash!.textContent).toContain('Agência Brasil');
    expect(used!.getAttribute('data-used')).toBe('true');
    expect(used!.textContent).toContain('Used');
    expect(used!.textContent).not.toContain('FLASH');
  });

  it('says how to add a lane when there is none', async () => {
    lanes = [];
    renderPage();
    expect((await screen.findByTestId('agency-no-lanes')).textContent).toContain('Add lane');
  });

  it('searches a lane by its term', async () => {
    renderPage();
    const [first] = await screen.findAllByTestId('agency-lane');
    fireEvent.change(within(first!).getByRole('searchbox'), { target: { value: 'reforma' } });
    await waitFor(() => expect(laneCalls(1).at(-1)).toMatchObject({ term: 'reforma', page: '0' }));
    expect(laneCalls(2).every((query) => query.term === undefined)).toBe(true);
  });

  it('reloads the head of the lanes that show a source with new items, and no other', async () => {
    renderPage();
    await waitFor(() => expect(screen.getAllByTestId('lane-item')).toHaveLength(4));
    await waitFor(() => expect(queriesTo(fetchMock, '/api/agency/sources')).toHaveLength(1));
    const before = [laneCalls(1).length, laneCalls(2).length, laneCalls(3).length];
    ITEMS[2] = [
      agencyItem(202, { sourceId: 11, sourceName: 'Climatempo', title: 'Alerta de granizo' }),
      ...ITEMS[2]!,
    ];
    pushToLatest(
      entityEvent('agency', 'agency_item', 'CREATE', { sourceId: 11, items: [ITEMS[2][0]!] }),
    );
    const clima = screen.getAllByTestId('agency-lane')[1]!;
    await waitFor(() => expect(within(clima).getAllByTestId('lane-item')).toHaveLength(2));
    expect(within(clima).getAllByTestId('lane-item')[0]!.textContent).toContain('granizo');
    expect(laneCalls(2).length).toBe(before[1]! + 1);
    expect(laneCalls(2).at(-1)).toMatchObject({ page: '0' });
    expect([laneCalls(1).length, laneCalls(3).length]).toEqual([before[0], before[2]]);
  });

  it('marks an item used when the wire says so', async () => {
    renderPage();
    await waitFor(() => expect(screen.getAllByTestId('lane-item')).toHaveLength(4));
    const esportes = screen.getAllByTestId('agency-lane')[2]!;
    expect(within(esportes).getByTestId('lane-item').getAttribute('data-used')).toBe('false');
    pushToLatest(entityEvent('agency', 'agency_item', 'UPDATE', { ...ITEMS[3]![0]!, used: true }));
    await waitFor(() =>
      expect(within(esportes).getByTestId('lane-item').getAttribute('data-used')).toBe('true'),
    );
  });

  it('makes a proposal from a Mastodon item on the X path, offering only what the user may do', async () => {
    renderPage({ agency: 'read', assignment_proposal: 'write' });
    fireEvent.click(await screen.findByText('Final no domingo'));
    const preview = await screen.findByTestId('item-preview');
    await within(preview).findByTestId('item-create-proposal');
    expect(within(preview).queryByTestId('item-create-story')).toBeNull();
    expect(within(preview).queryByTestId('item-suggest-news')).toBeNull();
    expect(within(preview).getByTestId('item-original').getAttribute('rel')).toBe(
      'noopener noreferrer',
    );
    expect(within(preview).getByTestId('item-summary').innerHTML).toBe('<p>Resumo 301</p>');
    fireEvent.click(within(preview).getByTestId('item-create-proposal'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1),
    );
    const [posted] = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(posted)).toBe('/api/assignment_proposals/twitter/301');
    expect(await screen.findByText('Proposal created')).toBeTruthy();
  });

  it('shows a reader no action at all', async () => {
    renderPage({ agency: 'read' });
    fireEvent.click(await screen.findByText('Frente fria'));
    await within(await screen.findByTestId('item-preview')).findByTestId('item-summary');
    expect(screen.queryByTestId('item-actions')).toBeNull();
  });

  it('creates a lane with the name, sources, term and flash choice', async () => {
    renderPage();
    fireEvent.click(await screen.findByTestId('lane-add'));
    const editor = await screen.findByTestId('lane-editor');
    fireEvent.change(within(editor).getByTestId('lane-editor-name'), {
      target: { value: 'Polícia' },
    });
    fireEvent.mouseDown(
      within(within(editor).getByTestId('lane-editor-sources')).getByRole('combobox'),
    );
    fireEvent.click(await screen.findByTitle('Placar'));
    fireEvent.change(within(editor).getByTestId('lane-editor-term'), {
      target: { value: 'prisão' },
    });
    fireEvent.click(within(editor).getByTestId('lane-editor-flash'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const { url, body } = await firstSent(fetchMock, 'POST');
    expect(String(url)).toBe('/api/agency/lanes');
    expect(body).toEqual({
      name: 'Polícia',
      sourceIds: [12],
      categoryIds: [],
      term: 'prisão',
      flashOnly: true,
    });
  });
});
