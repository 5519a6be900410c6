import {
  pagedSchema,
  trashItemSchema,
  type Paged,
  type SearchKind,
  type TrashItem,
} from '@newsroom/domain';
import { apiRequest } from '../../../shared/api';

const trashPageSchema = pagedSchema(trashItemSchema);

/** Filters of the trash list. */
export interface TrashFilters {
  kinds: readonly SearchKind[];
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
export function fetchTrash(query: TrashFilters, signal?: AbortSignal): Promise<Paged<TrashItem>> {
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
const RESTORE_COLLECTIONS: Record<SearchKind, string> = {
  assignments: 'assignments',
  contacts: 'contacts',
  newsreports: 'news_reports',
  productions: 'productions',
  stories: 'stories',
};

/** PUT /api/<kind>/{id}/restore: the document back from the trash (answers the document). */
export async function restoreTrashItem(item: Pick<TrashItem, 'kind' | 'id'>): Promise<void> {
  await apiRequest<unknown>(`/api/${RESTORE_COLLECTIONS[item.kind]}/${item.id}/restore`, {
    method: 'PUT',
  });
}
