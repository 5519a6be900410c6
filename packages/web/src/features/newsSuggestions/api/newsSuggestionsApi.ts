import {
  newsDeletedSchema,
  newsSuggestionSchema,
  pagedSchema,
  type NewsDeleted,
  type NewsSuggestion,
  type NewsSuggestionInput,
  type Paged,
} from '@newsroom/domain';
import { apiRequest } from '../../../shared/api';

/** Suggestions a page holds (the list's and the sidebar's). */
export const NEWS_PAGE_SIZE = 25;

/** Which suggestions a list shows: every one, the unused ones or the used ones. */
export type NewsFilter = 'all' | 'unused' | 'used';

/** One page of one filter. */
export interface NewsPageQuery {
  filter: NewsFilter;
  page: number;
}

/** Cache keys of news suggestions. */
export const newsKeys = {
  all: ['newsSuggestions'] as const,
  pages: ['newsSuggestions', 'page'] as const,
  page: (query: NewsPageQuery) => ['newsSuggestions', 'page', query.filter, query.page] as const,
};

const USED_PARAM: Record<NewsFilter, 'true' | 'false' | undefined> = {
  all: undefined,
  unused: 'false',
  used: 'true',
};

/** GET /api/news_suggestions: one page, newest first. */
export function fetchNewsPage(query: NewsPageQuery): Promise<Paged<NewsSuggestion>> {
  return apiRequest('/api/news_suggestions', {
    query: { used: USED_PARAM[query.filter], page: query.page, size: NEWS_PAGE_SIZE },
    schema: pagedSchema(newsSuggestionSchema),
  });
}

/** POST /api/news_suggestions. */
export function createNews(input: NewsSuggestionInput): Promise<NewsSuggestion> {
  return apiRequest('/api/news_suggestions', {
    method: 'POST',
    json: input,
    schema: newsSuggestionSchema,
  });
}

/** PUT /api/news_suggestions/{id} over the version loaded. */
export function updateNews(
  id: number,
  input: NewsSuggestionInput,
  version: number,
): Promise<NewsSuggestion> {
  return apiRequest(`/api/news_suggestions/${id}`, {
    method: 'PUT',
    json: { ...input, version },
    schema: newsSuggestionSchema,
  });
}

/** PUT /api/news_suggestions/{id}/used. */
export function setNewsUsed(id: number, used: boolean): Promise<NewsSuggestion> {
  return apiRequest(`/api/news_suggestions/${id}/used`, {
    method: 'PUT',
    json: { used },
    schema: newsSuggestionSchema,
  });
}

/** DELETE /api/news_suggestions?ids=…: answers the ids deleted (used ones are kept). */
export function deleteNews(ids: number[]): Promise<NewsDeleted> {
  return apiRequest('/api/news_suggestions', {
    method: 'DELETE',
    query: { ids: ids.join(',') },
    schema: newsDeletedSchema,
  });
}

/** POST /api/news_suggestions/from_item/{itemId}: a suggestion with the agency item's source and link. */
export function createNewsFromItem(itemId: number): Promise<NewsSuggestion> {
  return apiRequest(`/api/news_suggestions/from_item/${itemId}`, {
    method: 'POST',
    schema: newsSuggestionSchema,
  });
}
