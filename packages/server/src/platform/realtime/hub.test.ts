import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/testDatabase';
import { outbox } from '../db/schema';
import { RealtimeHub } from './hub';
import { OUTBOX_CHANNEL, type RecordedEvent } from './outbox';
import { ARRIVAL_WAIT_MS, RecentEvents } from './recentEvents';
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

/** A started hub keeping its events in `recent`, its one socket a root's that records them. */
async function rootHub(recent: RecentEvents) {
  const { stomp, sent } = recordingStomp();
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
  return { hub, sent };
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
    const recent = new RecentEvents();
    const { hub, sent } = await rootHub(recent);
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

/** Recent events telling when the hub first asked for the row of one of its own events. */
class AskedEvents extends RecentEvents {
  private heard: (id: number) => void = () => undefined;
  readonly asked = new Promise<number>((resolve) => (this.heard = resolve));

  override arrival(id: number) {
    const answer = super.arrival(id);
    this.heard(id);
    return answer;
  }
}

describe('RealtimeHub, its own event heard before its statement answered', () => {
  it('waits for the row its instance keeps instead of reading it from the outbox', async () => {
    const recent = new AskedEvents();
    const { hub, sent } = await rootHub(recent);
    try {
      const [own] = await tdb.database.db
        .insert(outbox)
        .values(values('first', 'outbox'))
        .returning();
      // As a statement carrying its COMMIT: the NOTIFY, marked as this instance's, comes first.
      await tdb.database.db.execute(
        sql`SELECT pg_notify(${OUTBOX_CHANNEL}, ${`${own!.id} ${recent.origin}`})`,
      );
      expect(await recent.asked).toBe(own!.id);
      expect(sent).toEqual([]);
      recent.remember({ ...own!, data: JSON.stringify({ from: 'memory' }), audience: null });
      await hub.waitForDelivery(own!.id);
      expect(sent).toEqual([expect.objectContaining({ id: 'first', data: { from: 'memory' } })]);
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

  it('answers a row remembered after it was asked for, once, and gives up after a wait', async () => {
    vi.useFakeTimers();
    try {
      const recent = new RecentEvents();
      const waited = recent.arrival(5);
      recent.remember(row(5));
      expect((await waited)?.id).toBe(5);
      expect(recent.size).toBe(0);

      const lost = recent.arrival(6);
      await vi.advanceTimersByTimeAsync(ARRIVAL_WAIT_MS);
      expect(await lost).toBeUndefined();
      // Arriving after the outbox answered for it, it is not kept.
      recent.remember(row(6));
      expect(recent.size).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
