import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTwoInstances } from '../../test/useTwoInstances';
import { createUser, loginCookie, testClock } from '../../test/testApp';
import { startFeedServer, type FeedServer } from './agencyFeedServer';
import { pollDueSources } from './agencyPoller';

let feeds: FeedServer;
const clock = testClock(new Date('2026-11-26T12:00:00Z'));

const { tdb, one, two } = useTwoInstances(clock);

beforeAll(async () => {
  feeds = await startFeedServer(clock.now);
});
afterAll(async () => {
  await feeds.close();
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
