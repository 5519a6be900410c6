import { beforeAll, describe, expect, it } from 'vitest';
import type { LockView, Permissions, RealtimeEvent } from '@newsroom/domain';
import { connectStomp, type TestStomp } from '../../test/stompClient';
import { createGroup } from '../../test/testApp';
import { assignmentBody } from '../assignments/assignments.testkit';
import { reportBody } from '../newsReports/newsReports.testkit';
import { firstBlock } from '../rundowns/rundowns.testkit';
import { useStoryKit } from '../stories/story.testkit';

/**
 * Edit locks follow the visibility of what they lock (issue 17): a user who may not see a document
 * — its program restricted to groups they are not in, private to others, or no read level on its
 * area — gets neither its LOCK / TAKE_OVER / UNLOCK events nor its entry in GET /api/locks, and
 * cannot take over or clear its lock (404), for every lockable kind.
 */

const EVERY_AREA: Permissions = {
  rundown: 'admin',
  story: 'admin',
  assignment: 'admin',
  news_report: 'admin',
  production: 'admin',
};

type User = { id: number; nickname: string; cookie: string };
type Kind = 'stories' | 'assignments' | 'news_reports' | 'productions';
/** A locked document: the URL kind, the lock's entity type and its id. */
type Doc = { kind: Kind; entity: string; id: number };

/** Owns the private documents and holds the locks; in the restricted program's group. */
let holder: User;
/** Every area, in the restricted program's group, not allowed on the private documents. */
let colleague: User;
/** Every area, in another group. */
let outsider: User;
/** Reads rundowns and stories only, in the restricted program's group. */
let storyReader: User;
let docs: Record<string, Doc>;

const key = (doc: Doc) => `${doc.entity}:${doc.id}`;

async function ok<T>(response: Promise<{ statusCode: number; body: string; json(): T }>) {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBeLessThan(300);
  return answer.json();
}

const kit = useStoryKit();

beforeAll(async () => {
  const group = await createGroup(kit.tdb.database);
  const otherGroup = await createGroup(kit.tdb.database);
  holder = await kit.userWith({ permissions: EVERY_AREA, groupIds: [group.id] });
  colleague = await kit.userWith({ permissions: EVERY_AREA, groupIds: [group.id] });
  outsider = await kit.userWith({ permissions: EVERY_AREA, groupIds: [otherGroup.id] });
  storyReader = await kit.userWith({
    permissions: { rundown: 'read', story: 'read' },
    groupIds: [group.id],
  });
  const restricted = await kit.program({ groupIds: [group.id] });

  const story = async (programId?: number) => {
    const rundown = await kit.rundown(holder.cookie, programId ? { programId } : {});
    return (await kit.addStory(holder.cookie, firstBlock(rundown).id)).id;
  };
  const create = async (
    kind: 'assignments' | 'news_reports',
    body: unknown,
    isPrivate: boolean,
  ) => {
    const { id } = await ok<{ id: number }>(kit.call('POST', `/api/${kind}`, holder.cookie, body));
    if (isPrivate)
      await ok(kit.call('PUT', `/api/${kind}/${id}/private`, holder.cookie, { isPrivate: true }));
    return id;
  };
  const production = await ok<{ id: number }>(
    kit.call('POST', '/api/productions', holder.cookie, {
      slug: 'gravação travada',
      date: kit.today,
      schedule: '09:00',
      tasks: [],
    }),
  );
  docs = {
    openStory: { kind: 'stories', entity: 'story', id: await story() },
    restrictedStory: { kind: 'stories', entity: 'story', id: await story(restricted) },
    privateStory: {
      kind: 'stories',
      entity: 'story',
      id: await kit.drawerStory({ ownerId: holder.id, isPrivate: true, slug: 'PRIVADA' }),
    },
    restrictedAssignment: {
      kind: 'assignments',
      entity: 'assignment',
      id: await create('assignments', assignmentBody({ programsIds: [restricted] }), false),
    },
    privateAssignment: {
      kind: 'assignments',
      entity: 'assignment',
      id: await create('assignments', assignmentBody(), true),
    },
    restrictedNewsReport: {
      kind: 'news_reports',
      entity: 'news_report',
      id: await create('news_reports', reportBody(holder.id, { programsIds: [restricted] }), false),
    },
    privateNewsReport: {
      kind: 'news_reports',
      entity: 'news_report',
      id: await create('news_reports', reportBody(holder.id), true),
    },
    production: { kind: 'productions', entity: 'production', id: production.id },
  };
  // A production made from the private assignment is seen as that assignment is.
  const inherited = await ok<{ id: number }>(
    kit.call('POST', `/api/productions/assignment/${docs.privateAssignment!.id}`, holder.cookie, {
      date: kit.today,
    }),
  );
  docs.privateProduction = { kind: 'productions', entity: 'production', id: inherited.id };
});

/** What each user may see of `docs`. */
const visibleTo = () =>
  new Map<User, string[]>([
    [holder, Object.keys(docs)],
    [
      colleague,
      [
        'openStory',
        'restrictedStory',
        'restrictedAssignment',
        'restrictedNewsReport',
        'production',
      ],
    ],
    [outsider, ['openStory', 'production']],
    [storyReader, ['openStory', 'restrictedStory']],
  ]);

const keysOf = (names: string[]) => names.map((name) => key(docs[name]!)).sort();

/** Loads `doc` for edit as `user` (POST …/edit), answering its lock. */
async function lock(user: User, doc: Doc, takeOver = false): Promise<LockView> {
  const answer = await kit.call('POST', `/api/${doc.kind}/${doc.id}/edit`, user.cookie, {
    takeOver,
  });
  expect(answer.statusCode, `${doc.kind} ${doc.id}: ${answer.body}`).toBe(200);
  return answer.json<{ lock: LockView }>().lock;
}

/** Names in an order with the open story last (every socket sees that one: a marker). */
const openStoryLast = (names: Iterable<string>) =>
  [...names].sort((a, b) => Number(a === 'openStory') - Number(b === 'openStory'));

/** The holder locks every document. */
async function lockAll(): Promise<Map<string, LockView>> {
  const held = new Map<string, LockView>();
  for (const name of openStoryLast(Object.keys(docs)))
    held.set(name, await lock(holder, docs[name]!));
  return held;
}

async function releaseAll(held: Map<string, LockView>, cookie = holder.cookie): Promise<void> {
  for (const name of openStoryLast(held.keys())) {
    const answer = await kit.call('DELETE', `/api/locks/${held.get(name)!.uuid}`, cookie);
    expect(answer.statusCode, answer.body).toBe(204);
  }
}

/** The entity_locker events a socket received with an action, as `entity:id`. */
const received = (socket: TestStomp, action: RealtimeEvent['action']) =>
  (socket.received.get('/topic/entity_locker') ?? [])
    .filter((e) => e.action === action)
    .map((e) => `${e.entity}:${e.id}`)
    .sort();

/** Waits until every socket heard `action` on the open story (all earlier events were delivered). */
const marker = (sockets: TestStomp[], action: RealtimeEvent['action']) =>
  Promise.all(
    sockets.map((s) =>
      s.next(
        '/topic/entity_locker',
        (e) => e.action === action && e.entity === 'story' && e.id === String(docs.openStory!.id),
      ),
    ),
  );

describe('locks follow the visibility of the locked document', () => {
  it('requires a session', async () => {
    expect((await kit.call('GET', '/api/locks', null)).statusCode).toBe(401);
  });

  it('sends LOCK, TAKE_OVER and UNLOCK only to users who may see the document', async () => {
    const users = [...visibleTo().keys()];
    const sockets = new Map<User, TestStomp>();
    for (const user of users)
      sockets.set(user, await connectStomp(kit.t.baseUrl, user.cookie, ['/topic/entity_locker']));
    const all = [...sockets.values()];
    let held = new Map<string, LockView>();
    try {
      held = await lockAll();
      await marker(all, 'LOCK');
      for (const [user, names] of visibleTo())
        expect(received(sockets.get(user)!, 'LOCK'), user.nickname).toEqual(keysOf(names));

      // The colleague takes over the restricted news report and closes it; then the holder releases
      // the rest.
      const taken = await lock(colleague, docs.restrictedNewsReport!, true);
      held.delete('restrictedNewsReport');
      await releaseAll(new Map([['restrictedNewsReport', taken]]), colleague.cookie);
      await releaseAll(held);
      held = new Map();
      await marker(all, 'UNLOCK');
      for (const [user, names] of visibleTo()) {
        const socket = sockets.get(user)!;
        const seesNewsReport = names.includes('restrictedNewsReport');
        expect(received(socket, 'TAKE_OVER'), user.nickname).toEqual(
          seesNewsReport ? keysOf(['restrictedNewsReport']) : [],
        );
        expect(received(socket, 'UNLOCK'), user.nickname).toEqual(keysOf(names));
      }
    } finally {
      await releaseAll(held);
      for (const socket of all) await socket.close();
    }
  });

  it('GET /api/locks lists only the locks of documents the caller may see', async () => {
    const held = await lockAll();
    try {
      for (const [user, names] of visibleTo()) {
        const listed = await ok<LockView[]>(kit.call('GET', '/api/locks', user.cookie));
        const ours = new Set([...held.values()].map((l) => l.uuid));
        expect(
          listed
            .filter((l) => ours.has(l.uuid))
            .map((l) => `${l.entityType}:${l.entityId}`)
            .sort(),
          user.nickname,
        ).toEqual(keysOf(names));
      }
    } finally {
      await releaseAll(held);
    }
  });

  it('refuses taking over or clearing a lock of a document the caller may not see (404)', async () => {
    const held = await lockAll();
    try {
      for (const [user, name] of [
        [outsider, 'restrictedStory'],
        [colleague, 'privateStory'],
        [colleague, 'privateAssignment'],
        [outsider, 'restrictedNewsReport'],
        [storyReader, 'production'],
        [outsider, 'privateProduction'],
      ] as const) {
        const uuid = held.get(name)!.uuid;
        for (const [method, url] of [
          ['PUT', `/api/locks/${uuid}/take_over`],
          ['DELETE', `/api/locks/${uuid}`],
        ] as const) {
          const answer = await kit.call(method, url, user.cookie);
          expect(answer.statusCode, `${user.nickname} ${method} ${name}`).toBe(404);
        }
      }
      const listed = await ok<LockView[]>(kit.call('GET', '/api/locks', holder.cookie));
      expect(
        listed
          .filter((l) => l.userId === holder.id)
          .map((l) => l.uuid)
          .sort(),
      ).toEqual([...held.values()].map((l) => l.uuid).sort());
    } finally {
      await releaseAll(held);
    }
  });
});
