import {
  SEARCH_KINDS,
  SEARCH_MODES,
  SEARCH_QUERY_MAX,
  type SearchKind,
  type SearchMode,
} from '@newsroom/domain';
import { isIsoDate } from '../../../shared/dates';

/**
 * What the search screen asks, kept in the URL's search params next to `area` so back, forward
 * and refresh show the same search: `q`, `mode`, `kinds` (comma separated), `from`, `to`,
 * `programId`, `authorId` and `page` (from 0). Anything unreadable in the URL is left out.
 */
export interface SearchCriteria {
  q: string;
  mode: SearchMode;
  kinds: SearchKind[];
  from?: string;
  to?: string;
  programId?: number;
  authorId?: number;
  page: number;
}

/** The mode when the URL names none. */
export const DEFAULT_SEARCH_MODE: SearchMode = 'MUST';

/** The URL parameters the criteria use (the area's own `area` parameter is not one). */
export const CRITERIA_PARAMS = [
  'q',
  'mode',
  'kinds',
  'from',
  'to',
  'programId',
  'authorId',
  'page',
] as const;

const positiveInt = (value: string | null): number | undefined => {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number > 0 ? number : undefined;
};

/** The criteria in `params`. */
export function criteriaFromParams(params: URLSearchParams): SearchCriteria {
  const mode = params.get('mode');
  const kinds = (params.get('kinds') ?? '').split(',');
  const from = params.get('from');
  const to = params.get('to');
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX),
    mode: SEARCH_MODES.find((known) => known === mode) ?? DEFAULT_SEARCH_MODE,
    kinds: SEARCH_KINDS.filter((kind) => kinds.includes(kind)),
    ...(isIsoDate(from) ? { from } : {}),
    ...(isIsoDate(to) ? { to } : {}),
    ...optional('programId', positiveInt(params.get('programId'))),
    ...optional('authorId', positiveInt(params.get('authorId'))),
    page: Number.isInteger(page) && page > 0 ? page : 0,
  };
}

function optional<K extends string>(key: K, value: number | undefined): Partial<Record<K, number>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, number>);
}

/** `params` with the criteria written in (defaults and empty values left out). */
export function withCriteria(params: URLSearchParams, criteria: SearchCriteria): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of CRITERIA_PARAMS) next.delete(name);
  const set = (name: (typeof CRITERIA_PARAMS)[number], value: string | number | undefined) => {
    if (value !== undefined && value !== '') next.set(name, String(value));
  };
  set('q', criteria.q);
  if (criteria.mode !== DEFAULT_SEARCH_MODE) set('mode', criteria.mode);
  set('kinds', criteria.kinds.join(','));
  set('from', criteria.from);
  set('to', criteria.to);
  set('programId', criteria.programId);
  set('authorId', criteria.authorId);
  if (criteria.page > 0) set('page', criteria.page);
  return next;
}

/** Whether the date range is backwards (the server refuses it). */
export function isRangeReversed(criteria: Pick<SearchCriteria, 'from' | 'to'>): boolean {
  return criteria.from !== undefined && criteria.to !== undefined && criteria.from > criteria.to;
}
