import {
  pagedSchema,
  searchHitSchema,
  type Paged,
  type SearchHit,
  type SearchKind,
  type SearchMode,
} from '@newsroom/domain';
import { apiRequest } from '../../../shared/api';

const archivePageSchema = pagedSchema(searchHitSchema);

/** Filters of the archive (GET /api/archive). */
export interface ArchiveQuery {
  /** Text to find; empty lists the range newest date first. */
  q: string;
  mode: SearchMode;
  kinds: readonly SearchKind[];
  from: string;
  to: string;
  programId: number | undefined;
  page: number;
  size: number;
}

/** Query keys of the archive. */
export const archiveKeys = {
  all: ['archive'] as const,
  page: (query: ArchiveQuery) => ['archive', query] as const,
};

/**
 * GET /api/archive: documents dated before today in the range, as search hits (snippets with
 * their matches marked). The mode is sent only with a text.
 */
export function fetchArchive(query: ArchiveQuery, signal?: AbortSignal): Promise<Paged<SearchHit>> {
  return apiRequest('/api/archive', {
    query: {
      q: query.q || undefined,
      mode: query.q ? query.mode : undefined,
      kinds: query.kinds.length > 0 ? query.kinds.join(',') : undefined,
      from: query.from,
      to: query.to,
      programId: query.programId,
      page: query.page,
      size: query.size,
    },
    schema: archivePageSchema,
    signal,
  });
}
