import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { Chat, ChatMessage, Paged } from '@newsroom/domain';
import { chatMessages } from '../../platform/db/schema';
import { connectStomp, type TestStomp } from '../../test/stompClient';
import { useTwoInstances } from '../../test/useTwoInstances';
import { createUser, loginCookie, testClock } from '../../test/testApp';

const { tdb, one, two } = useTwoInstances(testClock());

const WRITERS = 4;
const EACH = 15;

/** Ids of the messages a socket heard, in the order heard. */
const heardIds = (socket: TestStomp) =>
  (socket.received.get('/topic/chat') ?? [])
    .filter((event) => event.action === 'MESSAGE_SENT')
    .map((event) => (event.data as ChatMessage).id);

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('chat delivery over two instances', () => {
  it('loses nothing and repeats nothing across a reconnect in the middle of a burst', async () => {
    const sender = await createUser(tdb.database, { permissions: { chat: 'write' } });
    const reader = await createUser(tdb.database, { permissions: { chat: 'write' } });
    const senderCookie = await loginCookie(two.app, sender.nickname);
    const readerCookie = await loginCookie(one.app, reader.nickname);
    const chat = (
      await two.app.inject({
        method: 'POST',
        url: '/api/chats',
        headers: { cookie: senderCookie },
        payload: { userIds: [reader.id] },
      })
    ).json<Chat>();

    const send = async (text: string, clientId: string) => {
      const response = await two.app.inject({
        method: 'POST',
        url: `/api/chats/${chat.id}/messages`,
        headers: { cookie: senderCookie },
        payload: { text, clientId },
      });
      expect(response.statusCode).toBeLessThan(300);
      return response.json<ChatMessage>();
    };

    const first = await connectStomp(one.baseUrl, readerCookie, ['/topic/chat']);
    // Four writers at once through instance two: the chat's row lock orders their commits.
    const burst = Promise.all(
      Array.from({ length: WRITERS }, async (_, writer) => {
        const sent: ChatMessage[] = [];
        for (let n = 0; n < EACH; n++) {
          const clientId = randomUUID();
          sent.push(await send(`w${writer}-${n}`, clientId));
          // A retry after a lost answer is the same message.
          if (n === 3) expect((await send(`w${writer}-${n}`, clientId)).id).toBe(sent.at(-1)!.id);
        }
        return sent;
      }),
    );
    await until(() => heardIds(first).length >= 10);
    await first.close();
    const seenBefore = heardIds(first);
    const sent = (await burst).flat();
    expect(heardIds(first).length).toBeLessThan(sent.length);

    // Reconnect on instance one, then catch up from the last id seen.
    const again = await connectStomp(one.baseUrl, readerCookie, ['/topic/chat']);
    try {
      const caughtUp: ChatMessage[] = [];
      let afterId = seenBefore.at(-1)!;
      for (;;) {
        const page = (
          await one.app.inject({
            url: `/api/chats/${chat.id}/messages?afterId=${afterId}&size=7`,
            headers: { cookie: readerCookie },
          })
        ).json<Paged<ChatMessage>>();
        caughtUp.push(...page.data);
        if (page.data.length === page.total) break;
        afterId = page.data.at(-1)!.id;
      }
      const received = [...seenBefore, ...caughtUp.map((m) => m.id)];
      const stored = await tdb.database.db
        .select({ id: chatMessages.id })
        .from(chatMessages)
        .where(eq(chatMessages.chatId, chat.id))
        .orderBy(asc(chatMessages.id));
      // Every message exactly once, in the chat's order, which is the order they were heard.
      expect(received).toEqual(stored.map((row) => row.id));
      expect(new Set(received)).toEqual(new Set(sent.map((m) => m.id)));
      expect(received).toHaveLength(WRITERS * EACH);
      // Each writer's messages keep the order that writer sent them in.
      const texts = caughtUp.map((m) => m.text);
      for (let writer = 0; writer < WRITERS; writer++) {
        const mine = texts.filter((text) => text.startsWith(`w${writer}-`));
        expect(mine).toEqual(
          [...mine].sort((a, b) => Number(a.split('-')[1]) - Number(b.split('-')[1])),
        );
      }
      // Nothing was sent after the burst, so the new socket brings nothing the catch-up missed.
      expect(heardIds(again).every((id) => received.includes(id))).toBe(true);
    } finally {
      await again.close();
    }
  }, 60_000);
});
