import { beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import { accessFailureLogs, auditLogs, revisions } from '../db/schema';
import { createUser, loginCookie, testClock } from '../../test/testApp';
import { buildAreaRegistry } from '../areas/registry';
import { retentionJob } from './retention';
import { runJobOnce } from './scheduler';
import { useTestApp } from '../../test/useTestApp';

const DAY_MS = 24 * 60 * 60 * 1000;
const start = new Date('2026-01-05T03:00:00Z');

const clock = testClock(start);
let adminNickname: string;

const { tdb, t } = useTestApp({ clock });

beforeAll(async () => {
  adminNickname = (await createUser(tdb.database, { permissions: { admin: 'write' } })).nickname;
});

async function setRetention(days: Record<string, number>) {
  // A fresh login each time: moving the clock by days ends earlier sessions.
  const admin = await loginCookie(t.app, adminNickname);
  const current = (
    await t.app.inject({ url: '/api/settings/retention', headers: { cookie: admin } })
  ).json();
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/settings/retention',
    payload: { ...current, ...days },
    headers: { cookie: admin },
  });
  expect(response.statusCode).toBe(200);
}

const revision = (entityId: string, revisionNumber: number, at: Date) => ({
  entityType: 'story',
  entityId,
  revisionNumber,
  snapshot: { slug: `v${revisionNumber}` },
  revisorNickname: 'editor',
  revisionDate: at,
});

/** The categories an area purges when asked (chat history, notices), with the cut-off asked. */
const calls: { category: string; before: Date }[] = [];
const areas = buildAreaRegistry([
  {
    name: 'test',
    retentionPurgers: {
      chatHistory: async (_tx, before) => void calls.push({ category: 'chatHistory', before }),
      notices: async (_tx, before) => void calls.push({ category: 'notices', before }),
    },
  },
]);
const run = () => runJobOnce(t.app.platform.database, retentionJob(areas), clock.now());

describe('retention cleanup job', () => {
  it('purges by the retention settings as the clock moves, keeping 0-day categories forever', async () => {
    const db = tdb.database.db;
    await db.insert(revisions).values([
      revision('retention-a', 1, start),
      revision('retention-a', 2, new Date(start.getTime() + DAY_MS)),
      revision('retention-a', 3, new Date(start.getTime() + 40 * DAY_MS)),
      // A document's only (latest) version is never purged, however old.
      revision('retention-b', 1, start),
    ]);
    await setRetention({
      documentVersions: 30,
      chatHistory: 10,
      notices: 0,
      deletedDocuments: 90,
      rundownLogs: 90,
    });
    const versions = async () =>
      (
        await db
          .select()
          .from(revisions)
          .where(inArray(revisions.entityId, ['retention-a', 'retention-b']))
          .orderBy(asc(revisions.entityId), asc(revisions.revisionNumber))
      ).map((r) => `${r.entityId}#${r.revisionNumber}`);

    clock.advance(20 * DAY_MS);
    expect(await run()).toBe(true);
    expect(await versions()).toEqual([
      'retention-a#1',
      'retention-a#2',
      'retention-a#3',
      'retention-b#1',
    ]);
    expect(calls).toEqual([
      { category: 'chatHistory', before: new Date(start.getTime() + 10 * DAY_MS) },
    ]);

    // Day 45: versions older than day 15 go, except each document's latest.
    clock.advance(25 * DAY_MS);
    await run();
    expect(await versions()).toEqual(['retention-a#3', 'retention-b#1']);
    expect(calls.map((c) => c.category)).not.toContain('notices');

    // 0 = forever for versions too.
    await setRetention({ documentVersions: 0 });
    await db
      .insert(revisions)
      .values([revision('retention-c', 1, start), revision('retention-c', 2, start)]);
    clock.advance(400 * DAY_MS);
    await run();
    expect(
      (await db.select().from(revisions).where(eq(revisions.entityId, 'retention-c'))).length,
    ).toBe(2);
  });

  it('keeps access-failure logs 180 days and audit logs 730 days', async () => {
    const db = tdb.database.db;
    const at = clock.now();
    const [failure] = await db
      .insert(accessFailureLogs)
      .values({ username: 'retention-user', reason: 'bad_password', createdAt: at })
      .returning();
    const [audit] = await db
      .insert(auditLogs)
      .values({
        actorNickname: 'retention-admin',
        action: 'UPDATE',
        entityType: 'settings',
        createdAt: at,
      })
      .returning();
    const exists = async () => ({
      failure:
        (await db.select().from(accessFailureLogs).where(eq(accessFailureLogs.id, failure!.id)))
          .length === 1,
      audit: (await db.select().from(auditLogs).where(eq(auditLogs.id, audit!.id))).length === 1,
    });

    clock.advance(179 * DAY_MS);
    await run();
    expect(await exists()).toEqual({ failure: true, audit: true });
    clock.advance(2 * DAY_MS);
    await run();
    expect(await exists()).toEqual({ failure: false, audit: true });
    clock.advance(550 * DAY_MS);
    await run();
    expect(await exists()).toEqual({ failure: false, audit: false });
  });
});
