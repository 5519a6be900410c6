import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../../platform/db/client';
import { createTestDatabase, type TestDatabase } from '../../test/testDatabase';
import { createUser, loginCookie, startTestApp, testClock, type TestApp } from '../../test/testApp';
import { startFeedServer, type FeedServer } from './agencyFeedServer';
import { pollDueSources } from './agencyPoller';

let tdb: TestDatabase;
let second: Database;
let one: TestApp;
let two: TestApp;
let feeds: FeedServer;
const clock = testClock(new Date('2026-11-26T12:00:00Z'));

beforeAll(async () => {
  tdb = await createTestDatabase();
  // Two instances on one database: on PostgreSQL each has its own pool.
  second = tdb.url ? await openPostgres(tdb.url) : tdb.database;
  one = await startTestApp(tdb.database, clock);
  two = await startTestApp(second, clock);
  feeds = await startFeedServer(clock.now);
});
afterAll(async () => {
  await feeds.close();
  await one.close();
  await two.close();
  if (second !== tdb.database) await second.close();
  await tdb.drop();
});

describe('the agency poller on two instances', () => {
  it('reads each due source once, whichever instance claims it', async () => {
    const admin = await createUser(tdb.database, {
      permissions: { admin: 'write', agency: 'write' },
    });
    const cookie = await loginCookie(one.app, admin.nickname);
    const settings = await one.app.inject({
      method: 'GET',
      url: '/api/settings/agency',
      headers: { cookie },
    });
    await one.app.inject({
      method: 'PUT',
      url: '/api/settings/agency',
      headers: { cookie },
      payload: { ...settings.json<object>(), allowPrivateAddresses: true },
    });
    const paths = Array.from({ length: 6 }, (_, i) => `/feed-${i}.xml`);
    for (const [i, path] of paths.entries()) {
      feeds.setItems(path, [[`item-${i}`, `Notícia ${i} da madrugada`, 5]]);
      const created = await one.app.inject({
        method: 'POST',
        url: '/api/agency/sources',
        headers: { cookie },
        payload: {
          network: 'rss',
          kind: 'feed',
          name: `Fonte ${i}`,
          address: feeds.url(path),
          intervalMinutes: 1,
        },
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    expect(paths.map((path) => feeds.hits(path))).toEqual(paths.map(() => 1));

    clock.advance(61_000);
    const [a, b] = await Promise.all([
      pollDueSources({ ...one.app.platform, clock: clock.now }),
      pollDueSources({ ...two.app.platform, clock: clock.now }),
    ]);
    expect([...a, ...b].sort()).toHaveLength(paths.length);
    expect(new Set([...a, ...b]).size).toBe(paths.length);
    expect(paths.map((path) => feeds.hits(path))).toEqual(paths.map(() => 2));
  });
});
