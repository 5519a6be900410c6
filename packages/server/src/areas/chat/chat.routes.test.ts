import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Chat, ChatMessage, ChatUnread, Paged, RealtimeEvent } from '@newsroom/domain';
import { chatMessages, chats, notifications, settings } from '../../platform/db/schema';
import { retentionJob } from '../../platform/jobs/retention';
import { runJobOnce } from '../../platform/jobs/scheduler';
import { expectSessionRequired } from '../../platform/records/recordTestkit';
import { connectStomp } from '../../test/stompClient';
import { useTestApp, type SignedIn } from '../../test/useTestApp';
import { appAreas } from '../manifests';

const { t, tdb, call, signIn } = useTestApp();

let ana: SignedIn;
let bia: SignedIn;
let caio: SignedIn;
let davi: SignedIn;
let reader: SignedIn;
let root: SignedIn;
let nobody: SignedIn;

beforeAll(async () => {
  ana = await signIn({ permissions: { chat: 'write' } });
  bia = await signIn({ permissions: { chat: 'write' } });
  caio = await signIn({ permissions: { chat: 'write' } });
  davi = await signIn({ permissions: { chat: 'write' } });
  reader = await signIn({ permissions: { chat: 'read' } });
  root = await signIn({ isRoot: true });
  nobody = await signIn({ permissions: { story: 'admin' } });
});

async function ok<T>(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  who: SignedIn,
  body?: unknown,
): Promise<T> {
  const response = await call(method, url, who.cookie, body);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return (response.body ? response.json() : undefined) as T;
}

const chatOf = (who: SignedIn, ...others: SignedIn[]) =>
  ok<Chat>('POST', '/api/chats', who, { userIds: others.map((o) => o.id) });
const send = (who: SignedIn, chatId: number, text: string, clientId?: string) =>
  ok<ChatMessage>('POST', `/api/chats/${chatId}/messages`, who, { text, clientId });
const messages = (who: SignedIn, chatId: number, query = '') =>
  ok<Paged<ChatMessage>>('GET', `/api/chats/${chatId}/messages?${query}`, who);
const unread = (who: SignedIn) => ok<ChatUnread>('GET', '/api/chats/unread', who);

/** Events on /topic/chat that reach `who` while `act` runs (and a moment after). */
async function chatEventsOf(who: SignedIn, act: () => Promise<unknown>): Promise<RealtimeEvent[]> {
  const socket = await connectStomp(t.baseUrl, who.cookie, ['/topic/chat']);
  try {
    await act();
    await new Promise((resolve) => setTimeout(resolve, 300));
    return socket.received.get('/topic/chat') ?? [];
  } finally {
    await socket.close();
  }
}

describe('chat access', () => {
  it('requires a session, then the chat role', async () => {
    const calls = [
      ['GET', '/api/chats'],
      ['POST', '/api/chats'],
      ['GET', '/api/chats/1'],
      ['PUT', '/api/chats/1'],
      ['PUT', '/api/chats/1/leave'],
      ['GET', '/api/chats/unread'],
      ['GET', '/api/chats/history'],
      ['GET', '/api/chats/1/messages'],
      ['POST', '/api/chats/1/messages'],
      ['POST', '/api/chats/1/fileMessages'],
      ['GET', '/api/chats/messages/search?q=ab'],
      ['GET', '/api/chats/messages/1'],
      ['GET', '/api/chats/messages/1/file'],
      ['PUT', '/api/chats/messages/1/read'],
      ['POST', '/api/chats/1/typing'],
    ] as const;
    await expectSessionRequired(call, calls);
    for (const [method, url] of calls) {
      const body = url.endsWith('fileMessages') ? undefined : { userIds: [ana.id], text: 'x' };
      const response = await call(method, url, nobody.cookie, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    // Reading is not writing.
    const chat = await chatOf(ana, reader);
    expect(
      (await call('POST', '/api/chats', reader.cookie, { userIds: [ana.id] })).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `/api/chats/${chat.id}/messages`, reader.cookie, { text: 'oi' }))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', `/api/chats/${chat.id}`, reader.cookie)).statusCode).toBe(200);
  });

  it('answers 404 to everyone outside a chat, root included', async () => {
    const chat = await chatOf(ana, bia);
    const message = await send(ana, chat.id, 'Só entre nós');
    for (const who of [caio, root]) {
      for (const [method, url] of [
        ['GET', `/api/chats/${chat.id}`],
        ['PUT', `/api/chats/${chat.id}`],
        ['PUT', `/api/chats/${chat.id}/leave`],
        ['GET', `/api/chats/${chat.id}/messages`],
        ['POST', `/api/chats/${chat.id}/messages`],
        ['POST', `/api/chats/${chat.id}/typing`],
        ['GET', `/api/chats/messages/${message.id}`],
        ['GET', `/api/chats/messages/${message.id}/file`],
        ['PUT', `/api/chats/messages/${message.id}/read`],
      ] as const) {
        const response = await call(method, url, who.cookie, { userIds: [davi.id], text: 'x' });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
      expect((await ok<Chat[]>('GET', '/api/chats', who)).map((c) => c.id)).not.toContain(chat.id);
      const found = await ok<Paged<ChatMessage>>('GET', '/api/chats/messages/search?q=entre', who);
      expect(found.data.map((m) => m.id)).not.toContain(message.id);
    }
  });
});

describe('chats and members', () => {
  it('finds the chat of a pair instead of making a second one', async () => {
    const first = await chatOf(caio, davi);
    expect(first).toMatchObject({ isGroup: false, name: null, unread: 0, lastMessage: null });
    expect(first.members.map((m) => m.userId)).toEqual([caio.id, davi.id]);
    expect((await chatOf(davi, caio)).id).toBe(first.id);
    const found = await ok<Chat[]>('GET', `/api/chats?userIds=${caio.id}`, davi);
    expect(found.map((c) => c.id)).toEqual([first.id]);
    expect(await ok<Chat[]>('GET', `/api/chats?userIds=${root.id}`, davi)).toEqual([]);
    const concurrent = await Promise.all([chatOf(ana, davi), chatOf(davi, ana), chatOf(ana, davi)]);
    expect(new Set(concurrent.map((c) => c.id)).size).toBe(1);
  });

  it('refuses unknown people, people without chat and a chat with oneself, making nothing', async () => {
    const before = await tdb.database.db.select({ n: sql<number>`count(*)::int` }).from(chats);
    for (const userIds of [[999_999], [nobody.id], [bia.id, 999_999]]) {
      const response = await call('POST', '/api/chats', ana.cookie, { userIds });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ message: 'chat:unknownUsers' });
    }
    expect((await call('POST', '/api/chats', ana.cookie, { userIds: [ana.id] })).statusCode).toBe(
      400,
    );
    const after = await tdb.database.db.select({ n: sql<number>`count(*)::int` }).from(chats);
    expect(after).toEqual(before);
  });

  it('adds people: a pair leads to a new chat of everyone, a group grows in place', async () => {
    const pair = await chatOf(ana, bia);
    const group = await ok<Chat>('PUT', `/api/chats/${pair.id}`, ana, { userIds: [caio.id] });
    expect(group.id).not.toBe(pair.id);
    expect(group.isGroup).toBe(true);
    expect(group.members.map((m) => m.userId).sort()).toEqual([ana.id, bia.id, caio.id].sort());
    // The pair is untouched; asking again answers the same group.
    expect((await ok<Chat>('GET', `/api/chats/${pair.id}`, ana)).members).toHaveLength(2);
    expect((await ok<Chat>('PUT', `/api/chats/${pair.id}`, bia, { userIds: [caio.id] })).id).toBe(
      group.id,
    );
    // Nobody new: unchanged.
    expect(
      (await ok<Chat>('PUT', `/api/chats/${group.id}`, ana, { userIds: [bia.id] })).members,
    ).toHaveLength(3);

    await send(caio, group.id, 'Antes do Davi');
    const events = await chatEventsOf(davi, () =>
      ok<Chat>('PUT', `/api/chats/${group.id}`, bia, { userIds: [davi.id] }),
    );
    const grown = await ok<Chat>('GET', `/api/chats/${group.id}`, davi);
    expect(grown.members.map((m) => m.userId)).toContain(davi.id);
    // What was said before one came in is not unread.
    expect(grown.unread).toBe(0);
    expect(events).toEqual([
      expect.objectContaining({
        entity: 'chat',
        action: 'MEMBERS_ADDED',
        data: expect.objectContaining({ id: group.id, unread: 0 }),
      }),
    ]);
  });

  it('lets a member leave a group (MEMBER_LEFT to all, the leaver too) but not a pair', async () => {
    const pair = await chatOf(bia, davi);
    const refused = await call('PUT', `/api/chats/${pair.id}/leave`, bia.cookie);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: 'chat:cannotLeavePair' });

    const group = await ok<Chat>('POST', '/api/chats', bia, {
      userIds: [caio.id, davi.id],
      name: 'Plantão',
    });
    expect(group).toMatchObject({ isGroup: true, name: 'Plantão' });
    const seenByLeaver = await chatEventsOf(davi, async () => {
      const seenByStayer = await chatEventsOf(bia, () =>
        ok('PUT', `/api/chats/${group.id}/leave`, davi),
      );
      expect(seenByStayer.map((e) => e.action)).toEqual(['MEMBER_LEFT']);
    });
    expect(seenByLeaver).toEqual([
      expect.objectContaining({
        action: 'MEMBER_LEFT',
        data: expect.objectContaining({ chatId: group.id, userId: davi.id }),
      }),
    ]);
    expect((await call('GET', `/api/chats/${group.id}`, davi.cookie)).statusCode).toBe(404);
    // Two are left: now it is a pair, and pairs are not left.
    expect((await call('PUT', `/api/chats/${group.id}/leave`, caio.cookie)).statusCode).toBe(422);
  });
});

describe('messages', () => {
  it('sends once per clientId, answers after commit and tells the members', async () => {
    const chat = await chatOf(ana, bia);
    const before = (await messages(ana, chat.id)).total;
    const clientId = randomUUID();
    const url = `/api/chats/${chat.id}/messages`;
    let first!: ChatMessage;
    const events = await chatEventsOf(bia, async () => {
      const response = await call('POST', url, ana.cookie, { text: 'Bom dia!', clientId });
      expect(response.statusCode).toBe(201);
      first = response.json();
      const again = await call('POST', url, ana.cookie, { text: 'Bom dia!', clientId });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first);
    });
    expect(first).toMatchObject({
      chatId: chat.id,
      authorId: ana.id,
      text: 'Bom dia!',
      clientId,
      file: null,
    });
    expect(
      events.filter((e) => e.action === 'MESSAGE_SENT').map((e) => (e.data as ChatMessage).id),
    ).toEqual([first.id]);
    expect((await messages(ana, chat.id, `afterId=${first.id - 1}`)).data).toHaveLength(1);
    // A blank text or a bad clientId changes nothing.
    expect((await call('POST', url, ana.cookie, { text: '   ' })).statusCode).toBe(400);
    expect((await call('POST', url, ana.cookie, { text: 'x', clientId: 'nope' })).statusCode).toBe(
      400,
    );
    expect((await messages(ana, chat.id)).total).toBe(before + 1);
  });

  it('pages newest first by 10, by day, and catches up after an id oldest first', async () => {
    const chat = await chatOf(caio, ana);
    const sent: ChatMessage[] = [];
    for (let i = 1; i <= 23; i++)
      sent.push(await send(i % 2 ? caio : ana, chat.id, `Mensagem ${i}`));
    const first = await messages(caio, chat.id);
    expect(first).toMatchObject({ page: 0, size: 10, total: 23 });
    expect(first.data.map((m) => m.text)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Mensagem ${23 - i}`),
    );
    expect((await messages(caio, chat.id, 'page=2')).data.map((m) => m.text)).toEqual([
      'Mensagem 3',
      'Mensagem 2',
      'Mensagem 1',
    ]);
    const after = await messages(caio, chat.id, `afterId=${sent[19]!.id}`);
    expect(after.data.map((m) => m.text)).toEqual(['Mensagem 21', 'Mensagem 22', 'Mensagem 23']);
    expect(after.total).toBe(3);
    const limited = await messages(caio, chat.id, `afterId=${sent[0]!.id}&size=5`);
    expect(limited).toMatchObject({ total: 22, size: 5 });
    expect(limited.data[0]!.text).toBe('Mensagem 2');

    // The first five were written two days ago (newsroom time): a day page and the history know it.
    await tdb.database.db
      .update(chatMessages)
      .set({ createdAt: new Date('2026-03-08T15:00:00Z') })
      .where(
        inArray(
          chatMessages.id,
          sent.slice(0, 5).map((m) => m.id),
        ),
      );
    const day = await messages(caio, chat.id, 'date=2026-03-08');
    expect(day.total).toBe(5);
    expect(day.data.map((m) => m.text)[0]).toBe('Mensagem 5');
    expect((await messages(caio, chat.id, 'date=2026-03-09')).total).toBe(0);
    const history = await ok<Chat[]>('GET', '/api/chats/history?date=2026-03-08', caio);
    expect(history.map((c) => c.id)).toEqual([chat.id]);
    expect(await ok<Chat[]>('GET', '/api/chats/history?date=2026-03-08', bia)).toEqual([]);
  });

  it('keeps read marks per member, never moving back, and counts the unread', async () => {
    const chat = await chatOf(davi, bia);
    const before = (await unread(bia)).total;
    const one = await send(davi, chat.id, 'um');
    const two = await send(davi, chat.id, 'dois');
    await send(bia, chat.id, 'minha');
    const counted = await unread(bia);
    expect(counted.total).toBe(before + 2);
    expect(counted.chats).toContainEqual({ chatId: chat.id, count: 2 });
    expect((await ok<Chat>('GET', `/api/chats/${chat.id}`, bia)).unread).toBe(2);
    expect((await unread(davi)).chats.find((c) => c.chatId === chat.id)?.count).toBe(1);

    const events = await chatEventsOf(davi, async () => {
      await ok('PUT', `/api/chats/messages/${two.id}/read`, bia);
      await ok('PUT', `/api/chats/messages/${one.id}/read`, bia);
    });
    expect(events.map((e) => [e.action, e.data])).toEqual([
      ['MESSAGE_READ', { chatId: chat.id, userId: bia.id, messageId: two.id }],
    ]);
    const members = (await ok<Chat>('GET', `/api/chats/${chat.id}`, bia)).members;
    expect(members.find((m) => m.userId === bia.id)?.lastReadMessageId).toBe(two.id);
    expect(members.find((m) => m.userId === davi.id)?.lastReadMessageId).toBeNull();
    expect((await unread(bia)).chats.find((c) => c.chatId === chat.id)).toBeUndefined();
  });

  it('lists chats by latest activity with their last message', async () => {
    const older = await chatOf(caio, reader);
    const newer = await chatOf(bia, reader);
    await send(bia, newer.id, 'primeiro');
    await send(caio, older.id, 'depois');
    const list = await ok<Chat[]>('GET', '/api/chats', reader);
    expect(list.map((c) => c.id).slice(0, 2)).toEqual([older.id, newer.id]);
    expect(list[0]!.lastMessage).toMatchObject({ text: 'depois', authorId: caio.id });
  });

  it('searches the caller’s messages, accents and case ignored, newest first', async () => {
    const chat = await chatOf(bia, caio);
    await send(bia, chat.id, 'Reunião de PAUTA às 9h');
    await send(caio, chat.id, 'A pauta da tarde mudou');
    await send(caio, chat.id, 'nada a ver');
    const found = await ok<Paged<ChatMessage>>(
      'GET',
      '/api/chats/messages/search?q=reuniao%20de%20pauta',
      caio,
    );
    expect(found.data.map((m) => m.text)).toEqual(['Reunião de PAUTA às 9h']);
    const both = await ok<Paged<ChatMessage>>(
      'GET',
      '/api/chats/messages/search?q=PAUTA&size=100',
      caio,
    );
    expect(both.data.filter((m) => m.chatId === chat.id).map((m) => m.text)).toEqual([
      'A pauta da tarde mudou',
      'Reunião de PAUTA às 9h',
    ]);
    expect((await call('GET', '/api/chats/messages/search?q=a', caio.cookie)).statusCode).toBe(400);
    // Wildcards are text.
    expect(
      (await ok<Paged<ChatMessage>>('GET', '/api/chats/messages/search?q=%25%25', caio)).total,
    ).toBe(0);
  });

  it('tells the other members someone is typing, not the typist', async () => {
    const chat = await ok<Chat>('POST', '/api/chats', ana, { userIds: [bia.id, caio.id] });
    const typist = await connectStomp(t.baseUrl, ana.cookie, ['/topic/chat']);
    try {
      const heard = await chatEventsOf(bia, () => ok('POST', `/api/chats/${chat.id}/typing`, ana));
      expect(heard.map((e) => [e.action, e.data])).toEqual([
        ['IS_TYPING', { chatId: chat.id, userId: ana.id, nickname: ana.nickname }],
      ]);
      const outsider = await chatEventsOf(davi, () =>
        ok('POST', `/api/chats/${chat.id}/typing`, ana),
      );
      expect(outsider).toEqual([]);
      expect(
        (typist.received.get('/topic/chat') ?? []).filter((e) => e.action === 'IS_TYPING'),
      ).toEqual([]);
    } finally {
      await typist.close();
    }
  });

  it('notifies the members named with @nickname, only them', async () => {
    const chat = await ok<Chat>('POST', '/api/chats', ana, {
      userIds: [bia.id, reader.id],
      name: 'Pauta',
    });
    const message = await send(
      ana,
      chat.id,
      `@${bia.nickname.toUpperCase()}, vê isso. @${davi.nickname} @${ana.nickname}`,
    );
    expect(message.mentions).toEqual([bia.id]);
    const rows = await tdb.database.db
      .select()
      .from(notifications)
      .where(
        sql`${notifications.titleKey} = 'notification:mentionedInChat' AND ${notifications.link}->>'id' = ${String(chat.id)}`,
      );
    expect(rows.map((row) => row.userId)).toEqual([bia.id]);
    expect(rows[0]).toMatchObject({
      params: { name: ana.name, chat: 'Pauta' },
      link: { kind: 'chat', id: chat.id, date: null },
    });
  });
});

describe('chat retention', () => {
  it('purges messages older than the chat history days, then chats left empty', async () => {
    const chat = await chatOf(davi, reader);
    const old = await send(davi, chat.id, 'antiga');
    const kept = await send(davi, chat.id, 'recente');
    const empty = await chatOf(ana, reader);
    const longAgo = new Date(Date.now() - 40 * 86_400_000);
    await tdb.database.db
      .update(chatMessages)
      .set({ createdAt: longAgo })
      .where(eq(chatMessages.id, old.id));
    await tdb.database.db
      .update(chats)
      .set({ createdAt: longAgo })
      .where(inArray(chats.id, [chat.id, empty.id]));
    await tdb.database.db
      .insert(settings)
      .values({ key: 'retention', value: { chatHistory: 30 } })
      .onConflictDoUpdate({ target: settings.key, set: { value: { chatHistory: 30 } } });
    await runJobOnce(tdb.database, retentionJob(appAreas()), new Date());
    expect((await messages(davi, chat.id)).data.map((m) => m.id)).toEqual([kept.id]);
    expect((await call('GET', `/api/chats/${empty.id}`, reader.cookie)).statusCode).toBe(404);
  });
});
