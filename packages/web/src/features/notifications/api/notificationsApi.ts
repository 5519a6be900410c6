import { z } from 'zod';
import { notificationSchema, pagedSchema, type Notification, type Paged } from '@newsroom/domain';
import { apiRequest } from '../../../shared/api';

/** Cache keys of the notifications centre. */
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: ['notifications', 'unread'] as const,
  page: (size: number) => ['notifications', 'page', size] as const,
};

/** GET /api/notifications: the caller's notifications, newest first. */
export function fetchNotifications(size: number): Promise<Paged<Notification>> {
  return apiRequest('/api/notifications', {
    query: { page: 0, size },
    schema: pagedSchema(notificationSchema),
  });
}

/** GET /api/notifications/unread. */
export async function fetchUnreadCount(): Promise<number> {
  const answer = await apiRequest('/api/notifications/unread', {
    schema: z.object({ count: z.number().int() }),
  });
  return answer.count;
}

/** PUT /api/notifications/{id}/read, or every one with `all`. */
export function markNotificationsRead(id: number | 'all'): Promise<void> {
  const url = id === 'all' ? '/api/notifications/read' : `/api/notifications/${id}/read`;
  return apiRequest(url, { method: 'PUT' });
}
