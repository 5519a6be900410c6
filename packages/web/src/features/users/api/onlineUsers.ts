import type { RealtimeEvent } from '@newsroom/domain';
import type { OnlineUser } from './usersApi';

/** What an event means for the cached online list. */
export type OnlineListChange = { list: OnlineUser[] } | 'refetch' | 'none';

interface SessionData {
  userId?: unknown;
  name?: unknown;
  nickname?: unknown;
  /** On LOGGED_OUT: whether the user still has another session open. */
  online?: unknown;
}

interface UserData {
  id?: unknown;
  name?: unknown;
  nickname?: unknown;
  online?: unknown;
}

function byName(a: OnlineUser, b: OnlineUser): number {
  return a.name.localeCompare(b.name);
}

/**
 * Applies a `/topic/sessions` or `/topic/users` event to the online list. A login adds the
 * user; a logout removes them unless they still have another session (`online`), and
 * refetches when the event does not say; a user update renames, and its online flag adds
 * or removes.
 */
export function applyOnlineEvent(list: OnlineUser[], event: RealtimeEvent): OnlineListChange {
  if (event.topic === 'sessions') {
    const data = (event.data ?? {}) as SessionData;
    if (event.action === 'LOGGED_OUT') {
      if (typeof data.userId !== 'number' || typeof data.online !== 'boolean') return 'refetch';
      const userId = data.userId;
      if (data.online || !list.some((user) => user.id === userId)) return 'none';
      return { list: list.filter((user) => user.id !== userId) };
    }
    if (event.action !== 'LOGGED_IN') return 'none';
    if (typeof data.userId !== 'number') return 'refetch';
    if (list.some((user) => user.id === data.userId)) return 'none';
    const user: OnlineUser = {
      id: data.userId,
      name: typeof data.name === 'string' ? data.name : String(data.nickname ?? data.userId),
      nickname: typeof data.nickname === 'string' ? data.nickname : '',
    };
    return { list: [...list, user].sort(byName) };
  }
  if (event.topic === 'users' && event.action === 'UPDATE') {
    const data = (event.data ?? {}) as UserData;
    if (typeof data.id !== 'number') return 'none';
    const id = data.id;
    const current = list.find((user) => user.id === id);
    if (data.online === false)
      return current ? { list: list.filter((user) => user.id !== id) } : 'none';
    if (!current) return data.online === true ? 'refetch' : 'none';
    const renamed: OnlineUser = {
      ...current,
      name: typeof data.name === 'string' ? data.name : current.name,
      nickname: typeof data.nickname === 'string' ? data.nickname : current.nickname,
    };
    return { list: list.map((user) => (user.id === id ? renamed : user)).sort(byName) };
  }
  return 'none';
}
