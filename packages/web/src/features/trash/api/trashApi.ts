import { z } from 'zod';
import {
  pagedSchema,
  trashItemSchema,
  type Paged,
  type SearchKind,
  type TrashItem,
} from '@newsroom/domain';
import { apiRequest } from '../../../shared/api';

/**
 * The kinds that go to the trash and come back from it. Agency items (rss, twitter, facebook) are
 * indexed too, but the retention deletes them outright: they are never in the trash.
 */
export const TRASH_KINDS = [
  'assignments',
  'contacts',
  'newsreports',
  'posts',
  'productions',
  'reports',
  'stories',
] as const satisfies readonly SearchKind[];
export type TrashKind = (typeof TRASH_KINDS)[number];

/** A row of the trash: an excluded document of a kind that can be restored. */
export type TrashRow = Omit<TrashItem, 'kind'> & { kind: TrashKind };

const trashPageSchema = pagedSchema(trashItemSchema.extend({ kind: z.enum(TRASH_KINDS) }));

/** Filters of the trash list. */
export interface TrashFilters {
  kinds: readonly TrashKind[];
  q: string;
  page: number;
  size: number;
}

/** Query keys of the trash. */
export const trashKeys = {
  all: ['trash'] as const,
  page: (query: TrashFilters) => ['trash', query] as const,
};

/** GET /api/trash: the excluded documents the user may read, newest excluded first. */
export function fetchTrash(query: TrashFilters, signal?: AbortSignal): Promise<Paged<TrashRow>> {
  return apiRequest('/api/trash', {
    query: {
      kinds: query.kinds.length > 0 ? query.kinds.join(',') : undefined,
      q: query.q || undefined,
      page: query.page,
      size: query.size,
    },
    schema: trashPageSchema,
    signal,
  });
}

/** The API collection of each kind (its restore call is `PUT /api/<collection>/{id}/restore`). */
const RESTORE_COLLECTIONS: Record<TrashKind, string> = {
  assignments: 'assignments',
  contacts: 'contacts',
  newsreports: 'news_reports',
  posts: 'posts',
  productions: 'productions',
  reports: 'reports',
  stories: 'stories',
};

/** PUT /api/<kind>/{id}/restore: the document back from the trash (answers the document). */
export async function restoreTrashItem(item: Pick<TrashRow, 'kind' | 'id'>): Promise<void> {
  await apiRequest<unknown>(`/api/${RESTORE_COLLECTIONS[item.kind]}/${item.id}/restore`, {
    method: 'PUT',
  });
}
