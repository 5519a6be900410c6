import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/testDatabase';
import { outbox } from '../db/schema';
import { RealtimeHub } from './hub';
import { OUTBOX_CHANNEL, type RecordedEvent } from './outbox';
import { RecentEvents } from './recentEvents';
import type { StompServer } from './stompServer';

let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await createTestDatabase();
});
afterAll(() => tdb.drop());

/** A STOMP server of one root socket that records what it is sent. */
function recordingStomp() {
  const sent: { id: string; data: unknown }[] = [];
  const principal = { sessionId: 'socket', userId: 1 };
  const stomp = {
    size: 1,
    principals: () => [principal],
    publish(_destination: string, render: (p: typeof principal) => string | null) {
      const body = render(principal);
      if (body) sent.push(JSON.parse(body) as { id: string; data: unknown });
    },
    closeSessions: () => undefined,
  };
  return { stomp: stomp as unknown as StompServer, sent };
}

const values = (id: string, from: string) => ({
  topic: 'sessions',
  action: 'LOGGED_OUT',
  entity: 'session',
  entityId: id,
  data: { from },
  version: null,
  originSession: null,
});

describe('RealtimeHub', () => {
  it('fans out its own recorded events from memory and the others from the outbox', async () => {
    const { stomp, sent } = recordingStomp();
    const recent = new RecentEvents();
    const hub = new RealtimeHub(
      tdb.database,
      stomp,
      (err) => {
        throw err;
      },
      recent,
    );
    hub.rememberViewer('socket', { userId: 1, isRoot: true, roles: [], groupIds: [] });
    await hub.start();
    try {
      const [own, other] = await tdb.database.db
        .insert(outbox)
        .values([values('own', 'outbox'), values('other', 'outbox')])
        .returning();
      const recorded: RecordedEvent = {
        ...own!,
        data: JSON.stringify({ from: 'memory' }),
        audience: null,
      };
      recent.remember(recorded);
      await tdb.database.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_notify(${OUTBOX_CHANNEL}, ${String(own!.id)})`);
        await tx.execute(sql`SELECT pg_notify(${OUTBOX_CHANNEL}, ${String(other!.id)})`);
      });
      await hub.waitForDelivery(other!.id);
      expect(sent).toEqual([
        expect.objectContaining({ id: 'own', data: { from: 'memory' } }),
        expect.objectContaining({ id: 'other', data: { from: 'outbox' } }),
      ]);
      expect(recent.size).toBe(0);
    } finally {
      await hub.stop();
    }
  });
});

describe('RealtimeHub fan-out', () => {
  it("renders an event once per viewer and sends each socket its viewer's version", async () => {
    const principals = [
      { sessionId: 'one', userId: 1 },
      { sessionId: 'one', userId: 1 },
      { sessionId: 'two', userId: 2 },
      { sessionId: 'three', userId: 3 },
      { sessionId: 'unknown', userId: 4 },
    ];
    const sent: { socket: number; destination: string; body: string }[] = [];
    const stomp = {
      size: principals.length,
      principals: () => principals,
      publish(destination: string, render: (p: (typeof principals)[number]) => string | null) {
        principals.forEach((principal, socket) => {
          const body = render(principal);
          if (body !== null) sent.push({ socket, destination, body });
        });
      },
      closeSessions: () => undefined,
    } as unknown as StompServer;
    const hub = new RealtimeHub(tdb.database, stomp, (err) => {
      throw err;
    });
    for (const [sessionId, userId] of [
      ['one', 1],
      ['two', 2],
      ['three', 3],
    ] as const)
      hub.rememberViewer(sessionId, { userId, isRoot: false, roles: [], groupIds: [] });
    let renders = 0;
    hub.setRenderer('sessions', (event, viewer) => {
      renders++;
      if (viewer.userId === 2)
        return { ...event, data: { from: 'masked' } } as unknown as typeof event;
      return viewer.userId === 1 ? event : null;
    });
    await hub.start();
    try {
      const [row] = await tdb.database.db
        .insert(outbox)
        .values({ ...values('fan', 'outbox'), audience: { userIds: [1, 2, 3, 4] } })
        .returning();
      await tdb.database.db.execute(sql`SELECT pg_notify(${OUTBOX_CHANNEL}, ${String(row!.id)})`);
      await hub.waitForDelivery(row!.id);
      const seen = sent.map(({ socket, destination, body }) => ({
        socket,
        destination,
        from: (JSON.parse(body) as { data: { from: string } }).data.from,
      }));
      const each = (destination: string) => [
        { socket: 0, destination, from: 'outbox' },
        { socket: 1, destination, from: 'outbox' },
        { socket: 2, destination, from: 'masked' },
      ];
      expect(seen).toEqual([...each('/topic/sessions'), ...each('/user/queue/events')]);
      expect(renders).toBe(3);
    } finally {
      await hub.stop();
    }
  });
});

describe('RecentEvents', () => {
  const row = (id: number): RecordedEvent => ({
    ...values(String(id), 'memory'),
    id,
    data: null,
    audience: null,
    createdAt: new Date(),
  });

  it('hands a row over once and drops the rows of a rollback', () => {
    const recent = new RecentEvents();
    recent.remember(row(1));
    recent.remember(row(2));
    recent.forget([row(2)]);
    expect(recent.take(1)?.id).toBe(1);
    expect(recent.take(1)).toBeUndefined();
    expect(recent.take(2)).toBeUndefined();
  });

  it('does not keep a row whose NOTIFY was heard before its statement answered', () => {
    const recent = new RecentEvents();
    expect(recent.take(3)).toBeUndefined();
    recent.remember(row(3));
    recent.remember(row(4));
    expect(recent.size).toBe(1);
    expect(recent.take(4)?.id).toBe(4);
  });
});
