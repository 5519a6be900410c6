import {
  DEFAULT_PAGE_SIZE,
  pagedSchema,
  searchHitSchema,
  type Paged,
  type SearchHit,
} from '@newsroom/domain';
import { apiRequest } from '../../../shared/api';
import type { SearchCriteria } from '../model/searchCriteria';

/** Query keys of the global search. */
export const searchKeys = {
  all: ['search'] as const,
  hits: (criteria: SearchCriteria) => ['search', 'hits', criteria] as const,
};

const hitsPageSchema = pagedSchema(searchHitSchema);

/** GET /api/search: one page of hits, best first (`kinds` sent comma separated). */
export function fetchSearchHits(
  criteria: SearchCriteria,
  signal?: AbortSignal,
): Promise<Paged<SearchHit>> {
  return apiRequest('/api/search', {
    query: {
      q: criteria.q,
      mode: criteria.mode,
      kinds: criteria.kinds.length > 0 ? criteria.kinds.join(',') : undefined,
      from: criteria.from,
      to: criteria.to,
      programId: criteria.programId,
      authorId: criteria.authorId,
      page: criteria.page,
      size: DEFAULT_PAGE_SIZE,
    },
    schema: hitsPageSchema,
    signal,
  });
}
