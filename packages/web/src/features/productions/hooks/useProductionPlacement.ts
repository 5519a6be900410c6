import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Production } from '@newsroom/domain';
import { updateProduction } from '../api/productionsApi';
import { toEditable } from '../editor/editableProduction';
import { applyChangeToCaches } from './useProductionEvents';

/** A checklist and the point it goes to. */
export interface Placement {
  production: Production;
  latitude: number;
  longitude: number;
}

/**
 * Places a checklist on the map: the whole checklist saved with its new point over the version the
 * list holds (PUT, as the editor saves; another's lock answers 412, a newer version 409), then
 * shown in every cached list.
 */
export function useProductionPlacement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ production, latitude, longitude }: Placement) =>
      updateProduction(production.id, {
        ...toEditable(production),
        latitude,
        longitude,
        version: production.version,
      }),
    onSuccess: (production) => applyChangeToCaches(queryClient, { kind: 'upsert', production }),
    meta: { failureKind: 'update' },
  });
}
