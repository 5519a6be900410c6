import { z } from 'zod';
import { userPresenceSchema, type UserPresence } from '@newsroom/domain';
import { apiRequest } from '../../../shared/api';

/** Cache key of everyone online or away. */
export const PRESENCE_KEY = ['users', 'presence'] as const;

/** GET /api/users/presence: everyone not offline. */
export function fetchPresence(): Promise<UserPresence[]> {
  return apiRequest('/api/users/presence', { schema: z.array(userPresenceSchema) });
}

/** PUT /api/sessions/away: this screen's user is idle, or back. */
export function reportAway(away: boolean): Promise<void> {
  return apiRequest('/api/sessions/away', { method: 'PUT', json: { away } });
}

/** The presence list after a `presence` UPDATE: offline users leave it. */
export function applyPresence(list: readonly UserPresence[], change: UserPresence): UserPresence[] {
  const others = list.filter((entry) => entry.userId !== change.userId);
  return change.presence === 'offline' ? others : [...others, change];
}
