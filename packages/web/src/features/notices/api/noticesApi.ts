import { z } from 'zod';
import {
  noticeSchema,
  pagedSchema,
  type Notice,
  type NoticeInput,
  type Paged,
} from '@newsroom/domain';
import { apiRequest } from '../../../shared/api';

/** Cache keys of notices. */
export const noticeKeys = {
  all: ['notices'] as const,
  unread: ['notices', 'unread'] as const,
  page: (size: number) => ['notices', 'page', size] as const,
};

/** GET /api/notices: newest first. */
export function fetchNotices(size: number): Promise<Paged<Notice>> {
  return apiRequest('/api/notices', {
    query: { page: 0, size },
    schema: pagedSchema(noticeSchema),
  });
}

/** GET /api/notices/unread: newer than the caller's last registered notice, oldest first. */
export function fetchUnreadNotices(): Promise<Notice[]> {
  return apiRequest('/api/notices/unread', { schema: z.array(noticeSchema) });
}

/** POST /api/notices. */
export function createNotice(input: NoticeInput): Promise<Notice> {
  return apiRequest('/api/notices', { method: 'POST', json: input, schema: noticeSchema });
}

/** DELETE /api/notices/{id}. */
export function removeNotice(id: string): Promise<void> {
  return apiRequest(`/api/notices/${id}`, { method: 'DELETE' });
}

/** PUT /api/users/register_last_notice: the caller has seen the notices up to this one. */
export function registerLastNotice(noticeId: string): Promise<void> {
  return apiRequest('/api/users/register_last_notice', { method: 'PUT', json: { noticeId } });
}
