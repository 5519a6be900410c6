import type { NewsSuggestion, Paged } from '@newsroom/domain';
import type { NewsFilter, NewsPageQuery } from './api/newsSuggestionsApi';

/**
 * How a cached page of news suggestions follows the live events: a new suggestion goes first on
 * page 0 only (later pages shift, which their next load shows); a change is put in place, or
 * taken out of a filter it no longer matches; a deletion is taken out.
 */

function matches(filter: NewsFilter, suggestion: NewsSuggestion): boolean {
  return filter === 'all' || (filter === 'used') === suggestion.used;
}

/** The page after `suggestion` was created. */
export function withCreated(
  paged: Paged<NewsSuggestion>,
  query: NewsPageQuery,
  suggestion: NewsSuggestion,
): Paged<NewsSuggestion> {
  if (!matches(query.filter, suggestion) || paged.data.some((old) => old.id === suggestion.id))
    return paged;
  if (query.page !== 0) return { ...paged, total: paged.total + 1 };
  return {
    ...paged,
    data: [suggestion, ...paged.data].slice(0, paged.size),
    total: paged.total + 1,
  };
}

/** The page after `suggestion` changed (edited, marked used or unused). */
export function withUpdated(
  paged: Paged<NewsSuggestion>,
  query: NewsPageQuery,
  suggestion: NewsSuggestion,
): Paged<NewsSuggestion> {
  if (!paged.data.some((old) => old.id === suggestion.id)) return paged;
  if (!matches(query.filter, suggestion)) return withDeleted(paged, suggestion.id);
  return { ...paged, data: paged.data.map((old) => (old.id === suggestion.id ? suggestion : old)) };
}

/** The page after the suggestion `id` was deleted. */
export function withDeleted(paged: Paged<NewsSuggestion>, id: number): Paged<NewsSuggestion> {
  if (!paged.data.some((old) => old.id === id)) return paged;
  return { ...paged, data: paged.data.filter((old) => old.id !== id), total: paged.total - 1 };
}
