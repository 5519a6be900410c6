import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { notifyFailure, type FailureKind } from '../notifications';
import { isApiError } from './apiError';

/** What a query or mutation tells the global error handler. */
export interface AppRequestMeta extends Record<string, unknown> {
  /** The generic failure text to show; queries default to `load`, mutations to `actionFailed`. */
  failureKind?: FailureKind;
  /** The caller reports failures itself (or they are expected, e.g. a fallback). */
  isSilent?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppRequestMeta;
    mutationMeta: AppRequestMeta;
  }
}

/** Client errors will not get better by retrying; network and server errors might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** Creates the single TanStack Query cache of the page; failures notify the user once. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.isSilent) notifyFailure(error, query.meta?.failureKind ?? 'load');
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.isSilent)
          notifyFailure(error, mutation.meta?.failureKind ?? 'actionFailed');
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
