import { useCallback, useEffect, useState } from 'react';
import type { LockView, Production } from '@newsroom/domain';
import { isApiError } from '../../../shared/api';
import { notifyFailure } from '../../../shared/notifications';
import { fetchProduction, loadProductionForEdit } from '../api/productionsApi';

/** The checklist an editor works on. */
export type ProductionLoad =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; production: Production; lock: LockView | null; lockedTo: string | null };

function nicknameIn(details: unknown): string | null {
  if (typeof details !== 'object' || details === null) return null;
  const nickname = (details as Record<string, unknown>).nickname;
  return typeof nickname === 'string' ? nickname : null;
}

/**
 * Loads a checklist for edit with its lock (POST /api/productions/{id}/edit). Someone else's lock
 * (412 `document:lockedTo`) still shows it, read-only, naming the holder.
 */
export function useProductionLoad(productionId: number): {
  load: ProductionLoad;
  reload: (takeOver: boolean) => Promise<void>;
} {
  const [load, setLoad] = useState<ProductionLoad>({ status: 'loading' });
  const reload = useCallback(
    async (takeOver: boolean) => {
      try {
        const answer = await loadProductionForEdit(productionId, takeOver);
        setLoad({
          status: 'ready',
          production: answer.production,
          lock: answer.lock,
          lockedTo: null,
        });
      } catch (error) {
        if (!(isApiError(error) && error.status === 412)) {
          notifyFailure(error, 'load');
          setLoad({ status: 'failed' });
          return;
        }
        try {
          const production = await fetchProduction(productionId);
          setLoad({ status: 'ready', production, lock: null, lockedTo: nicknameIn(error.details) });
        } catch (loadError) {
          notifyFailure(loadError, 'load');
          setLoad({ status: 'failed' });
        }
      }
    },
    [productionId],
  );
  useEffect(() => {
    void reload(false);
  }, [reload]);
  return { load, reload };
}
