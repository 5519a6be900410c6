import { describe, expect, it } from 'vitest';
import type { LockView, RealtimeEvent } from '@newsroom/domain';
import { connectStomp, type TestStomp } from '../test/stompClient';
import {
  hex,
  saveBody,
  useAuthorizationWorld,
  type Call,
  type User,
} from './authorization.testkit';

/**
 * Authorization over the socket (issue 10, reliability): events of a restricted program's rundown
 * never reach a user of another group, and a private story's events reach other users masked; the
 * edit locks of either reach only who may see the story (issue 17). The HTTP side is in
 * authorization.http.test.ts.
 */
const { kit, member, outsider, owner, colleague, restricted, open, secret } =
  useAuthorizationWorld();

const TOPICS = ['/topic/rundowns', '/topic/blocks', '/topic/stories'];

/** Every event a socket received, on every topic. */
const allEvents = (stomp: TestStomp): RealtimeEvent[] => [...stomp.received.values()].flat();

/** Publishes an event everyone may see and waits for it on the given sockets (all earlier events were delivered before it). */
async function marker(sockets: TestStomp[]): Promise<void> {
  const slug = `MARCA ${hex()}`;
  const response = await kit.call('PATCH', `/api/stories/${open.story}`, outsider.cookie, {
    field: 'slug',
    value: slug,
  });
  expect(response.statusCode, response.body).toBe(200);
  await Promise.all(
    sockets.map((s) =>
      s.next(
        '/topic/stories',
        (e) => e.id === String(open.story) && JSON.stringify(e.data).includes(slug),
      ),
    ),
  );
}

/** Saves a story through the editor's PUT with a new slug (200 expected). */
async function saveSlug(cookie: string, storyId: number, slug: string): Promise<void> {
  const body = saveBody(await kit.document(cookie, storyId), { slug });
  const saved = await kit.call('PUT', `/api/stories/${storyId}`, cookie, body);
  expect(saved.statusCode, saved.body).toBe(200);
}

describe('over the socket', () => {
  it("never sends a restricted rundown's events to a user of another group", async () => {
    const r = restricted;
    const outsiderSocket = await connectStomp(kit.t.baseUrl, outsider.cookie, TOPICS);
    const memberSocket = await connectStomp(kit.t.baseUrl, member.cookie, TOPICS);
    try {
      const changes: Call[] = [
        ['PATCH', `/api/stories/${r.story}`, { field: 'slug', value: `${r.slug} 2` }],
        ['PATCH', `/api/stories/${r.story}`, { field: 'information', value: `nova ${r.slug}` }],
        ['PATCH', `/api/blocks/${r.block}`, { field: 'name', value: `BLOCO ${r.slug}` }],
        ['PATCH', `/api/rundowns/${r.id}`, { field: 'start', value: '07:00:00' }],
        ['POST', `/api/rundowns/${r.id}/blocks`],
        ['POST', `/api/blocks/${r.block}/stories`],
        ['PUT', `/api/stories/${r.story}/standby`],
      ];
      for (const [method, url, body] of changes) {
        const response = await kit.call(method, url, member.cookie, body);
        expect(response.statusCode, `${method} ${url} ${response.body}`).toBeLessThan(300);
      }
      await saveSlug(member.cookie, r.story, `${r.slug} 3`);
      await marker([outsiderSocket, memberSocket]);

      const leaked = allEvents(outsiderSocket).filter((e) => {
        const text = JSON.stringify(e);
        return (
          text.includes(r.slug) ||
          (e.topic === 'rundowns' && e.id === String(r.id)) ||
          text.includes(`"rundownId":${r.id}`)
        );
      });
      expect(leaked).toEqual([]);
      // The member received them (the events exist).
      const seen = allEvents(memberSocket).filter((e) => JSON.stringify(e).includes(r.slug));
      expect(seen.length).toBeGreaterThanOrEqual(3);
    } finally {
      await outsiderSocket.close();
      await memberSocket.close();
    }
  });

  it("sends a private story's events to another user masked, to its owner whole", async () => {
    const s = secret;
    const colleagueSocket = await connectStomp(kit.t.baseUrl, colleague.cookie, TOPICS);
    const ownerSocket = await connectStomp(kit.t.baseUrl, owner.cookie, TOPICS);
    try {
      const slug2 = `${s.slug} 2`;
      for (const [field, value] of [
        ['slug', slug2],
        ['information', `mais ${s.information}`],
      ] as const) {
        const response = await kit.call('PATCH', `/api/stories/${s.story}`, owner.cookie, {
          field,
          value,
        });
        expect(response.statusCode, response.body).toBe(200);
      }
      await saveSlug(owner.cookie, s.story, `${s.slug} 3`);
      // A block event carrying the story, and a rundown event carrying it.
      const block = (await kit.load(owner.cookie, s.rundownId)).blocks[0]!;
      expect(
        (
          await kit.call('PATCH', `/api/blocks/${block.id}`, owner.cookie, {
            field: 'name',
            value: 'BLOCO',
          })
        ).statusCode,
      ).toBe(200);
      expect(
        (await kit.call('POST', `/api/stories/${s.story}/after`, owner.cookie)).statusCode,
      ).toBe(201);
      await marker([colleagueSocket, ownerSocket]);

      const about = (e: RealtimeEvent) =>
        e.id === String(s.story) || JSON.stringify(e.data).includes(`"id":${s.story},`);
      const received = allEvents(colleagueSocket).filter(about);
      expect(received.length).toBeGreaterThanOrEqual(3);
      const text = JSON.stringify(received);
      expect(text).not.toContain(s.slug);
      expect(text).not.toContain(s.information);
      for (const event of received.filter(
        (e) => e.topic === 'stories' && e.id === String(s.story),
      )) {
        const story = (
          event.action === 'PATCH' ? (event.data as { story: unknown }).story : event.data
        ) as { visible?: boolean; slug?: string };
        expect(story, JSON.stringify(event)).toMatchObject({ visible: false, slug: '' });
      }
      // The owner sees it whole.
      expect(JSON.stringify(allEvents(ownerSocket))).toContain(slug2);
    } finally {
      await colleagueSocket.close();
      await ownerSocket.close();
    }
  });

  it('sends the lock events of a restricted or a private story only to who may see the story', async () => {
    const lockers = ['/topic/entity_locker'];
    const sockets = {
      outsider: await connectStomp(kit.t.baseUrl, outsider.cookie, lockers),
      colleague: await connectStomp(kit.t.baseUrl, colleague.cookie, lockers),
      member: await connectStomp(kit.t.baseUrl, member.cookie, lockers),
      owner: await connectStomp(kit.t.baseUrl, owner.cookie, lockers),
    };
    const all = Object.values(sockets);
    const edit = async (user: User, story: number) => {
      const answer = await kit.call('POST', `/api/stories/${story}/edit`, user.cookie, {});
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<{ lock: LockView }>().lock;
    };
    /** The open story's lock events, seen by every socket, come after the others. */
    const openStoryEvent = (action: RealtimeEvent['action']) =>
      Promise.all(
        all.map((s) =>
          s.next('/topic/entity_locker', (e) => e.action === action && e.id === String(open.story)),
        ),
      );
    try {
      const held = [await edit(member, restricted.story), await edit(owner, secret.story)];
      const openLock = await edit(outsider, open.story);
      await openStoryEvent('LOCK');
      const listed = async (user: User) =>
        (await kit.call('GET', '/api/locks', user.cookie))
          .json<LockView[]>()
          .map((l) => l.entityId);
      expect(await listed(outsider)).not.toContain(String(restricted.story));
      expect(await listed(outsider)).not.toContain(String(secret.story));
      expect(await listed(colleague)).toContain(String(restricted.story));
      expect(await listed(colleague)).not.toContain(String(secret.story));

      for (const [user, lock] of [
        [member, held[0]!],
        [owner, held[1]!],
        [outsider, openLock],
      ] as const)
        expect((await kit.call('DELETE', `/api/locks/${lock.uuid}`, user.cookie)).statusCode).toBe(
          204,
        );
      await openStoryEvent('UNLOCK');

      const about = (socket: TestStomp) =>
        new Set((socket.received.get('/topic/entity_locker') ?? []).map((e) => Number(e.id)));
      expect(about(sockets.outsider)).toEqual(new Set([open.story]));
      expect(about(sockets.colleague)).toEqual(new Set([open.story, restricted.story]));
      expect(about(sockets.member)).toEqual(new Set([open.story, restricted.story]));
      expect(about(sockets.owner)).toEqual(new Set([open.story, restricted.story, secret.story]));
    } finally {
      for (const socket of all) await socket.close();
    }
  });
});
