import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AgencyItem,
  AgencyLane,
  AgencySource,
  NewsDeleted,
  NewsSuggestion,
  Paged,
  Proposal,
} from '@newsroom/domain';
import { connectStomp } from '../../test/stompClient';
import { loginCookie, testClock } from '../../test/testApp';
import { useTestApp, type SignedIn } from '../../test/useTestApp';
import { searchAs } from '../search/search.testkit';
import { startFeedServer, type FeedServer } from './agencyFeedServer';
import { pollDueSources } from './agencyPoller';
import { purgeAgencyItems } from './agencyRetention';

const clock = testClock(new Date('2026-11-26T12:00:00Z'));
const { t, tdb, call, signIn } = useTestApp({ clock });
let feeds: FeedServer;
let admin: SignedIn;
let producer: SignedIn;
let reader: SignedIn;
let outsider: SignedIn;

const worker = () => ({ ...t.app.platform, clock: clock.now });

beforeAll(async () => {
  feeds = await startFeedServer(clock.now);
  admin = await signIn({ permissions: { admin: 'write', agency: 'write' } });
  producer = await signIn({
    permissions: { agency: 'write', assignment_proposal: 'write', story: 'write' },
  });
  reader = await signIn({ permissions: { agency: 'read' } });
  outsider = await signIn({ permissions: { story: 'read' } });
});
afterAll(() => feeds.close());

async function allowLoopback(allow: boolean): Promise<void> {
  const current = (await call('GET', '/api/settings/agency', admin.cookie)).json<{
    version: number;
    flashKeywords: string[];
  }>();
  const saved = await call('PUT', '/api/settings/agency', admin.cookie, {
    ...current,
    allowPrivateAddresses: allow,
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

async function addSource(path: string, name: string, extra: object = {}): Promise<AgencySource> {
  const response = await call('POST', '/api/agency/sources', admin.cookie, {
    network: 'rss',
    kind: 'feed',
    name,
    address: feeds.url(path),
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AgencySource>();
}

async function addLane(who: SignedIn, body: object): Promise<AgencyLane> {
  const response = await call('POST', '/api/agency/lanes', who.cookie, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AgencyLane>();
}

const laneTitles = async (who: SignedIn, laneId: number, term = '') =>
  (
    await call(
      'GET',
      `/api/agency/lanes/${laneId}/items?term=${encodeURIComponent(term)}`,
      who.cookie,
    )
  )
    .json<Paged<AgencyItem>>()
    .data.map((item) => item.title);

describe('agency sources', () => {
  it('refuses a feed on a private address unless the settings allow it, keeping it with the hint', async () => {
    feeds.setItems('/brasil.xml', [['b1', 'Câmara aprova orçamento', 30]]);
    const refused = await addSource('/brasil.xml', 'Agência Brasil');
    expect(refused).toMatchObject({ state: 'invalid', hint: 'agency:addressRefused', failures: 1 });
    expect(feeds.hits('/brasil.xml')).toBe(0);

    await allowLoopback(true);
    const polled = await call('POST', `/api/agency/sources/${refused.id}/poll`, admin.cookie);
    expect(polled.json<AgencySource>()).toMatchObject({ state: 'ok', hint: null, failures: 0 });
    expect(feeds.hits('/brasil.xml')).toBe(1);
  });

  it('needs administration to write and agency or administration to list', async () => {
    expect((await call('GET', '/api/agency/sources', reader.cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/agency/sources', outsider.cookie)).statusCode).toBe(403);
    const refused = await call('POST', '/api/agency/sources', reader.cookie, {
      network: 'rss',
      kind: 'feed',
      name: 'X',
      address: feeds.url('/x.xml'),
    });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses duplicates and kinds or categories of another network', async () => {
    const duplicate = await call('POST', '/api/agency/sources', admin.cookie, {
      network: 'rss',
      kind: 'feed',
      name: 'Outra',
      address: `${feeds.url('/BRASIL.xml')}/`.replace('BRASIL', 'brasil'),
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ message: 'agency:duplicateSource' });
    const wrongKind = await call('POST', '/api/agency/sources', admin.cookie, {
      network: 'rss',
      kind: 'page',
      name: 'Página',
      address: 'g1',
    });
    expect(wrongKind.json()).toMatchObject({ message: 'agency:kindOfOtherNetwork' });
    const category = await call('POST', '/api/agency/categories', admin.cookie, {
      network: 'facebook',
      name: 'Política',
    });
    expect(category.statusCode).toBe(201);
    const sameName = await call('POST', '/api/agency/categories', admin.cookie, {
      network: 'facebook',
      name: 'POLÍTICA',
    });
    expect(sameName.statusCode).toBe(409);
    const wrongCategory = await call('POST', '/api/agency/sources', admin.cookie, {
      network: 'rss',
      kind: 'feed',
      name: 'Política RSS',
      address: feeds.url('/politica.xml'),
      categoryId: category.json<{ id: number }>().id,
    });
    expect(wrongCategory.json()).toMatchObject({ message: 'agency:categoryOfOtherNetwork' });
  });

  it('keeps a broken feed with the invalid-feed hint and backs off', async () => {
    feeds.setRaw('/quebrado.xml', 200, '<rss><channel><item><title>sem fim');
    const broken = await addSource('/quebrado.xml', 'Feed quebrado', { intervalMinutes: 10 });
    expect(broken).toMatchObject({ state: 'invalid', hint: 'agency:invalidFeed', failures: 1 });
    expect(broken.lastError).toBeTruthy();
    // Twice the interval after one failure.
    expect(Date.parse(broken.nextPollAt!) - clock.now().getTime()).toBe(20 * 60_000);
    feeds.setRaw('/sumiu.xml', 404, '');
    const missing = await addSource('/sumiu.xml', 'Feed sumido');
    expect(missing).toMatchObject({ state: 'invalid', hint: 'agency:invalidFeed' });
    expect(missing.lastError).toContain('404');
  });

  it('refuses deleting a category with sources in it', async () => {
    const category = (
      await call('POST', '/api/agency/categories', admin.cookie, {
        network: 'rss',
        name: 'Economia',
      })
    ).json<{ id: number }>();
    feeds.setItems('/economia.xml', [['e1', 'Dólar fecha em queda', 5]]);
    const source = await addSource('/economia.xml', 'Economia', { categoryId: category.id });
    const refused = await call('DELETE', `/api/agency/categories/${category.id}`, admin.cookie);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: 'agency:categoryInUse' });
    expect(
      (await call('DELETE', `/api/agency/sources/${source.id}`, admin.cookie)).statusCode,
    ).toBe(204);
    expect(
      (await call('DELETE', `/api/agency/categories/${category.id}`, admin.cookie)).statusCode,
    ).toBe(204);
  });
});

describe('lanes and the poller', () => {
  let wire: AgencySource;
  let lane: AgencyLane;

  beforeAll(async () => {
    feeds.setItems('/wire.xml', [
      ['w2', 'URGENTE: ponte interditada na Marginal', 10],
      ['w1', 'Previsão de chuva forte para a tarde', 60],
    ]);
    wire = await addSource('/wire.xml', 'Wire SP', { intervalMinutes: 1 });
    lane = await addLane(reader, { name: 'São Paulo', sourceIds: [wire.id] });
  });

  it("shows a lane's items newest first, flash marked, filtered by term, to its owner only", async () => {
    const page = (await call('GET', `/api/agency/lanes/${lane.id}/items`, reader.cookie)).json<
      Paged<AgencyItem>
    >();
    expect(page.data.map((item) => [item.title, item.flash])).toEqual([
      ['URGENTE: ponte interditada na Marginal', true],
      ['Previsão de chuva forte para a tarde', false],
    ]);
    expect(page.data[0]!.summary).not.toContain('script');
    expect(page.data[0]!.sourceName).toBe('Wire SP');
    expect(await laneTitles(reader, lane.id, 'previsao')).toEqual([
      'Previsão de chuva forte para a tarde',
    ]);
    expect(
      (await call('GET', `/api/agency/lanes/${lane.id}/items`, producer.cookie)).statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/agency/lanes/${lane.id}`, admin.cookie)).statusCode).toBe(404);
  });

  it('polls when due: 304 adds nothing, a new item arrives once and live', async () => {
    const socket = await connectStomp(t.baseUrl, reader.cookie, ['/topic/agency']);
    try {
      clock.advance(61_000);
      const before = feeds.hits('/wire.xml');
      await pollDueSources(worker());
      expect(feeds.hits('/wire.xml')).toBe(before + 1);
      expect(await laneTitles(reader, lane.id)).toHaveLength(2);

      feeds.setItems('/wire.xml', [
        ['w3', 'Metrô normaliza a linha 3', 0],
        ['w2', 'URGENTE: ponte interditada na Marginal', 11],
        ['w1', 'Previsão de chuva forte para a tarde', 61],
      ]);
      clock.advance(61_000);
      await pollDueSources(worker());
      const event = await socket.next('/topic/agency');
      expect(event).toMatchObject({ action: 'CREATE', entity: 'agency_item' });
      expect((event.data as { items: AgencyItem[] }).items.map((item) => item.title)).toEqual([
        'Metrô normaliza a linha 3',
      ]);
      expect(await laneTitles(reader, lane.id)).toEqual([
        'Metrô normaliza a linha 3',
        'URGENTE: ponte interditada na Marginal',
        'Previsão de chuva forte para a tarde',
      ]);
      // Not due again yet: nothing is fetched.
      const after = feeds.hits('/wire.xml');
      await pollDueSources(worker());
      expect(feeds.hits('/wire.xml')).toBe(after);
    } finally {
      await socket.close();
    }
  });

  it('indexes items as rss for agency readers only', async () => {
    const [item] = (
      await call('GET', `/api/agency/lanes/${lane.id}/items?term=metro`, reader.cookie)
    ).json<Paged<AgencyItem>>().data;
    expect((await searchAs(t, reader.cookie, { q: 'metro normaliza' })).keys).toEqual([
      `rss:${item!.id}`,
    ]);
    const stories = await signIn({ permissions: { story: 'read' } });
    expect((await searchAs(t, stories.cookie, { q: 'metro normaliza' })).keys).toEqual([]);
  });

  it('puts new lanes at the end, reorders them, and refuses an order that is not every lane', async () => {
    const second = await addLane(reader, {
      name: 'Urgentes',
      sourceIds: [wire.id],
      flashOnly: true,
    });
    expect(second.position).toBe(lane.position + 1);
    expect(await laneTitles(reader, second.id)).toEqual(['URGENTE: ponte interditada na Marginal']);
    const ordered = await call('PUT', '/api/agency/lanes/order', reader.cookie, {
      ids: [second.id, lane.id],
    });
    expect(ordered.json<AgencyLane[]>().map((l) => l.id)).toEqual([second.id, lane.id]);
    const partial = await call('PUT', '/api/agency/lanes/order', reader.cookie, { ids: [lane.id] });
    expect(partial.statusCode).toBe(400);
  });

  it('makes a proposal, a drawer story and a news suggestion from an item, marking it used', async () => {
    const [item] = (
      await call('GET', `/api/agency/lanes/${lane.id}/items?term=ponte`, reader.cookie)
    ).json<Paged<AgencyItem>>().data;
    const wrongCall = await call(
      'POST',
      `/api/assignment_proposals/twitter/${item!.id}`,
      producer.cookie,
    );
    expect(wrongCall.json()).toMatchObject({ message: 'agency:itemOfOtherNetwork' });
    const refused = await call('POST', `/api/assignment_proposals/rss/${item!.id}`, reader.cookie);
    expect(refused.statusCode).toBe(403);

    const proposal = await call(
      'POST',
      `/api/assignment_proposals/rss/${item!.id}`,
      producer.cookie,
    );
    expect(proposal.statusCode, proposal.body).toBe(201);
    expect(proposal.json<Proposal>()).toMatchObject({
      slug: 'URGENTE: PONTE INTERDITADA NA MARGINAL',
      information: 'Wire SP — https://agencia.example/w2',
    });
    const used = (
      await call('GET', `/api/agency/items/${item!.id}`, reader.cookie)
    ).json<AgencyItem>();
    expect(used.used).toBe(true);

    const story = await call('POST', '/api/stories/sources', producer.cookie, {
      sourceType: 'agency_item',
      sourceId: item!.id,
      destination: 'ON_DRAWER',
    });
    expect(story.statusCode, story.body).toBe(201);
    expect(story.json<{ information: string }>().information).toContain(
      'https://agencia.example/w2',
    );

    const suggestion = await call(
      'POST',
      `/api/news_suggestions/from_item/${item!.id}`,
      producer.cookie,
    );
    expect(suggestion.statusCode, suggestion.body).toBe(201);
    expect(suggestion.json<NewsSuggestion>()).toMatchObject({
      source: 'Wire SP',
      link: 'https://agencia.example/w2',
      itemId: item!.id,
      used: false,
    });
  });

  it('deletes only the news suggestions not in use, and answers which', async () => {
    const make = async (slug: string) =>
      (
        await call('POST', '/api/news_suggestions', producer.cookie, { slug })
      ).json<NewsSuggestion>();
    const kept = await make('Feira do livro');
    const gone = await make('Greve dos ônibus');
    expect(
      (
        await call('PUT', `/api/news_suggestions/${kept.id}/used`, producer.cookie, { used: true })
      ).json<NewsSuggestion>().used,
    ).toBe(true);
    const deleted = await call(
      'DELETE',
      `/api/news_suggestions?ids=${kept.id},${gone.id}`,
      producer.cookie,
    );
    expect(deleted.json<NewsDeleted>()).toEqual({ deletedIds: [gone.id] });
    expect((await call('GET', `/api/news_suggestions/${kept.id}`, reader.cookie)).statusCode).toBe(
      200,
    );
    expect(
      (await call('DELETE', `/api/news_suggestions?ids=${kept.id}`, reader.cookie)).statusCode,
    ).toBe(403);
  });

  it('purges unused items past retention and keeps used ones', async () => {
    clock.advance(30 * 24 * 60 * 60_000);
    // The session idled out meanwhile.
    reader = { ...reader, cookie: await loginCookie(t.app, reader.nickname) };
    await tdb.database.db.transaction((tx) =>
      purgeAgencyItems(
        tx,
        new Date(clock.now().getTime() - 7 * 24 * 60 * 60_000),
        t.app.platform.areas,
      ),
    );
    expect(await laneTitles(reader, lane.id)).toEqual(['URGENTE: ponte interditada na Marginal']);
    // Purged items leave the index with them.
    expect((await searchAs(t, reader.cookie, { q: 'metro normaliza' })).keys).toEqual([]);
    expect((await searchAs(t, reader.cookie, { q: 'ponte interditada' })).keys).toHaveLength(1);
  });
});
