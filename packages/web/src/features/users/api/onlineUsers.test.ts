import { describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '@newsroom/domain';
import { applyOnlineEvent } from './onlineUsers';

const ana = { id: 1, name: 'Ana', nickname: 'ana' };
const bruno = { id: 2, name: 'Bruno', nickname: 'bruno' };

function event(
  topic: RealtimeEvent['topic'],
  action: RealtimeEvent['action'],
  data: unknown,
): RealtimeEvent {
  return {
    seq: 1,
    topic,
    action,
    entity: topic,
    id: null,
    data,
    version: null,
    originSession: null,
  } as RealtimeEvent;
}

describe('online list events', () => {
  it('adds a user who logs in, sorted by name', () => {
    const change = applyOnlineEvent(
      [bruno],
      event('sessions', 'LOGGED_IN', { userId: 1, name: 'Ana', nickname: 'ana' }),
    );
    expect(change).toEqual({ list: [ana, bruno] });
  });

  it('ignores a login of someone already listed (another tab)', () => {
    expect(
      applyOnlineEvent(
        [ana],
        event('sessions', 'LOGGED_IN', { userId: 1, name: 'Ana', nickname: 'ana' }),
      ),
    ).toBe('none');
  });

  it('removes a user whose last session ended, keeps one with another session', () => {
    expect(
      applyOnlineEvent([ana, bruno], event('sessions', 'LOGGED_OUT', { userId: 1, online: false })),
    ).toEqual({
      list: [bruno],
    });
    expect(
      applyOnlineEvent([ana], event('sessions', 'LOGGED_OUT', { userId: 1, online: true })),
    ).toBe('none');
  });

  it('refetches on a logout that does not say whether the user is still online', () => {
    expect(applyOnlineEvent([ana], event('sessions', 'LOGGED_OUT', { userId: 1 }))).toBe('refetch');
  });

  it('renames on a user update and drops a user marked offline', () => {
    expect(
      applyOnlineEvent([ana, bruno], event('users', 'UPDATE', { id: 1, name: 'Ana Paula' })),
    ).toEqual({
      list: [{ ...ana, name: 'Ana Paula' }, bruno],
    });
    expect(
      applyOnlineEvent([ana, bruno], event('users', 'UPDATE', { id: 2, online: false })),
    ).toEqual({ list: [ana] });
  });

  it('ignores updates about users not online', () => {
    expect(applyOnlineEvent([ana], event('users', 'UPDATE', { id: 9, name: 'X' }))).toBe('none');
  });
});
