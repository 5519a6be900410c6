import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { notifyFailure } from '../notifications';

/** What an area gives {@link useOptimisticPatch}: how its caches show a document, its PATCH call. */
export interface OptimisticPatch<D extends { id: number }, F extends string> {
  /** The document as it looks with `value` in `field`. */
  apply(document: D, field: F, value: unknown): D;
  /** Puts `shown` into the cached lists (`original` is the document before the change). */
  show(queryClient: QueryClient, shown: D, original: D): void;
  /** PATCH …/{id}: the document as the server changed it. */
  send(id: number, field: F, value: unknown): Promise<D>;
  /** Stores the server's answer in every cache, as a pushed change would. */
  store(queryClient: QueryClient, answer: D): void;
}

/**
 * A single-field change (spec 2 §4 "a patch is applied at once and rolled back on failure"):
 * shown at once in the cached lists, then replaced by the server's answer, or put back as it
 * was with the failure notified (`update` failed, or the server's reason). Resolves whether it
 * was stored. `patch` must be stable (a module constant).
 */
export function useOptimisticPatch<D extends { id: number }, F extends string>(
  patch: OptimisticPatch<D, F>,
) {
  const queryClient = useQueryClient();
  return useCallback(
    async (document: D, field: F, value: unknown): Promise<boolean> => {
      patch.show(queryClient, patch.apply(document, field, value), document);
      try {
        patch.store(queryClient, await patch.send(document.id, field, value));
        return true;
      } catch (error) {
        patch.show(queryClient, document, document);
        notifyFailure(error, 'update');
        return false;
      }
    },
    [queryClient, patch],
  );
}
