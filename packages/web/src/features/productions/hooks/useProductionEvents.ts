import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Production, RealtimeEvent } from '@newsroom/domain';
import { useTopic } from '../../../shared/realtime';
import { productionKeys } from '../api/productionsApi';
import {
  applyToList,
  changeOfEvent,
  PRODUCTION_ENTITY,
  type ProductionChange,
} from '../api/productionLists';

/** Applies a change to every cached day list and to the cached production itself. */
export function applyChangeToCaches(queryClient: QueryClient, change: ProductionChange): void {
  for (const [key, list] of queryClient.getQueriesData<readonly Production[]>({
    queryKey: productionKeys.days,
  })) {
    const date = key[2];
    const onlyNotDone = key[3];
    if (!list || typeof date !== 'string' || typeof onlyNotDone !== 'boolean') continue;
    const next = applyToList(list, { date, onlyNotDone }, change);
    if (next !== list) queryClient.setQueryData(key, next);
  }
  if (change.kind === 'upsert') {
    const key = productionKeys.document(change.production.id);
    const cached = queryClient.getQueryData<Production>(key);
    if (cached && cached.version < change.production.version)
      queryClient.setQueryData(key, change.production);
  }
}

/** Applies one `productions` event to the caches (lookup events refresh the lookups). */
export function applyProductionEvent(
  queryClient: QueryClient,
  event: RealtimeEvent<'productions'>,
): void {
  if (event.entity === 'production_type') {
    void queryClient.invalidateQueries({ queryKey: productionKeys.lookups('production_types') });
    return;
  }
  if (event.entity === 'production_resource') {
    void queryClient.invalidateQueries({
      queryKey: productionKeys.lookups('production_resources'),
    });
    return;
  }
  if (event.entity !== PRODUCTION_ENTITY) return;
  applyChangeToCaches(queryClient, changeOfEvent(event));
}

/** Keeps the day lists, open productions and lookups live with the `productions` topic. */
export function useProductionEvents(): void {
  const queryClient = useQueryClient();
  const handleEvent = useCallback(
    (event: RealtimeEvent<'productions'>) => applyProductionEvent(queryClient, event),
    [queryClient],
  );
  useTopic('productions', handleEvent);
}
