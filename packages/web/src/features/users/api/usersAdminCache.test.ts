import { describe, expect, it } from 'vitest';
import type { Paged, RealtimeEvent, UserAdminRow } from '@newsroom/domain';
import {
  adminRowOf,
  onlineChangeOf,
  withOnline,
  withUserEventShowingRemoved,
} from './usersAdminCache';
import { userAdminRowFixture } from '../testFixtures';

/** Person <id> (nickname p<id>). */
const row = (id: number, extra: Partial<UserAdminRow> = {}): UserAdminRow =>
  userAdminRowFixture(id, `p${id}`, { name: `Pessoa ${id}`, ...extra });
const page = (rows: UserAdminRow[], number = 0): Paged<UserAdminRow> => ({
  data: rows,
  page: number,
  size: 25,
  total: rows.length,
});
const event = (
  topic: RealtimeEvent['topic'],
  action: RealtimeEvent['action'],
  data: unknown,
): RealtimeEvent =>
  ({
    seq: 1,
    topic,
    action,
    entity: topic === 'users' ? 'user' : 'session',
    id: null,
    data,
    version: null,
    originSession: null,
  }) as RealtimeEvent;

describe('users admin cache', () => {
  it('reads admin rows and ignores the public rename', () => {
    expect(adminRowOf(row(1))).toEqual(row(1));
    expect(adminRowOf({ id: 1, name: 'Ana', nickname: 'ana', online: true })).toBeNull();
  });

  it('keeps a removed user marked excluded on pages that show removed users', () => {
    const next = withUserEventShowingRemoved(
      page([row(1), row(2)]),
      event('users', 'DELETE', row(2, { excluded: true, version: 2 })),
    );
    expect(next.data.map((r) => [r.id, r.excluded])).toEqual([
      [1, false],
      [2, true],
    ]);
    expect(next.total).toBe(2);
  });

  it('puts a created user first only on page 0', () => {
    expect(
      withUserEventShowingRemoved(page([row(1)]), event('users', 'CREATE', row(3))).data[0]?.id,
    ).toBe(3);
    const later = page([row(1)], 2);
    expect(withUserEventShowingRemoved(later, event('users', 'CREATE', row(3)))).toBe(later);
  });

  it('follows the online flag from the sessions topic', () => {
    expect(onlineChangeOf(event('sessions', 'LOGGED_IN', { userId: 2, online: true }))).toEqual({
      userId: 2,
      online: true,
    });
    expect(onlineChangeOf(event('sessions', 'LOGGED_OUT', { userId: 2, online: false }))).toEqual({
      userId: 2,
      online: false,
    });
    expect(onlineChangeOf(event('sessions', 'LOGGED_OUT', { userId: 2 }))).toBeNull();
    const start = page([row(1), row(2)]);
    expect(withOnline(start, 2, true).data[1]?.online).toBe(true);
    expect(withOnline(start, 2, false)).toBe(start);
  });
});
