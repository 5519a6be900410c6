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
    sendToUser: () => undefined,
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

describe('RecentEvents', () => {
  it('hands a row over once and drops the rows of a rollback', () => {
    const recent = new RecentEvents();
    const row = (id: number): RecordedEvent => ({
      ...values(String(id), 'memory'),
      id,
      data: null,
      audience: null,
      createdAt: new Date(),
    });
    recent.remember(row(1));
    recent.remember(row(2));
    recent.forget([row(2)]);
    expect(recent.take(1)?.id).toBe(1);
    expect(recent.take(1)).toBeUndefined();
    expect(recent.take(2)).toBeUndefined();
  });
});
