import { describe, expect, it } from 'vitest';
import { SessionCache, type CachedSession, type SessionChange } from './sessionCache';

const TTL_MS = 30_000;

function entryOf(userId: number, cachedAtMs = 0): CachedSession {
  return {
    actor: {
      userId,
      nickname: `u${userId}`,
      name: `User ${userId}`,
      isRoot: false,
      roles: [],
      groupIds: [],
      sessionId: `s${userId}`,
    },
    user: {
      id: userId,
      nickname: `u${userId}`,
      name: `User ${userId}`,
      email: `u${userId}@test.newsroom`,
      isRoot: false,
      permissions: {},
      expirationDays: 0,
    },
    expiresAtMs: 10 * TTL_MS,
    lastSeenAtMs: cachedAtMs,
    cachedAtMs,
  };
}

/** A cache holding sessions s1 and s2 of user 1 and s3 of user 3. */
function filled(): SessionCache {
  const cache = new SessionCache({ ttlMs: TTL_MS, maxEntries: 10 });
  for (const [sessionId, userId] of [
    ['s1', 1],
    ['s2', 1],
    ['s3', 3],
  ] as const)
    cache.set(sessionId, entryOf(userId), cache.mark());
  return cache;
}

const kept = (cache: SessionCache) =>
  ['s1', 's2', 's3'].filter((id) => cache.get(id, 0) !== undefined);

describe('SessionCache', () => {
  it('answers an entry until its TTL, then forgets it', () => {
    const cache = filled();
    expect(cache.get('s1', TTL_MS - 1)?.actor.userId).toBe(1);
    expect(cache.get('s1', TTL_MS)).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it('keeps at most maxEntries, evicting the least recently used', () => {
    const cache = new SessionCache({ ttlMs: TTL_MS, maxEntries: 2 });
    cache.set('a', entryOf(1), cache.mark());
    cache.set('b', entryOf(2), cache.mark());
    cache.get('a', 0);
    cache.set('c', entryOf(3), cache.mark());
    expect(cache.get('b', 0)).toBeUndefined();
    expect(cache.get('a', 0)).toBeDefined();
    expect(cache.get('c', 0)).toBeDefined();
  });

  it('refuses a read that a change overtook', () => {
    const cache = new SessionCache({ ttlMs: TTL_MS, maxEntries: 10 });
    const mark = cache.mark();
    cache.changed([{ topic: 'users', entity: 'user', action: 'UPDATE', id: 9 }]);
    cache.set('s1', entryOf(1), mark);
    expect(cache.get('s1', 0)).toBeUndefined();
  });

  const cases: [string, SessionChange, string[]][] = [
    [
      'a session of the user ended',
      { topic: 'sessions', entity: 'session', action: 'LOGGED_OUT', data: { userId: 1 } },
      ['s3'],
    ],
    ['the user changed', { topic: 'users', entity: 'user', action: 'UPDATE', id: '1' }, ['s3']],
    ['a group changed', { topic: 'groups', entity: 'group', action: 'UPDATE', id: 5 }, []],
    [
      'someone logged in',
      { topic: 'sessions', entity: 'session', action: 'LOGGED_IN', data: { userId: 1 } },
      ['s1', 's2', 's3'],
    ],
    [
      'a presence changed',
      { topic: 'sessions', entity: 'presence', action: 'UPDATE', data: { userId: 1 } },
      ['s1', 's2', 's3'],
    ],
    [
      'a story changed',
      { topic: 'stories', entity: 'story', action: 'UPDATE', id: 1 },
      ['s1', 's2', 's3'],
    ],
  ];
  it.each(cases)('when %s, keeps %j', (_what, change, left) => {
    const cache = filled();
    cache.changed([change]);
    expect(kept(cache)).toEqual(left);
  });
});
