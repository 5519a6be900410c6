import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Production } from '@newsroom/domain';
import { reverseGeocode } from '../../maps';
import { updateProduction } from '../api/productionsApi';
import { toEditable } from '../editor/editableProduction';
import { applyChangeToCaches } from './useProductionEvents';

/** A checklist and the point it goes to. */
export interface Placement {
  production: Production;
  latitude: number;
  longitude: number;
}

/** Longest address a checklist keeps (its `local`). */
const LOCAL_MAX = 400;

/**
 * The address at the point for a checklist without one; '' when it has one, or the geocoder
 * finds nothing or is out of reach (the point is saved all the same).
 */
async function addressFor(production: Production, latitude: number, longitude: number) {
  if (production.local.trim() !== '') return production.local;
  try {
    const place = await reverseGeocode(latitude, longitude);
    return [...(place?.label ?? '')].slice(0, LOCAL_MAX).join('');
  } catch {
    return '';
  }
}

/**
 * Places a checklist on the map: the whole checklist saved with its new point over the version the
 * list holds (PUT, as the editor saves; another's lock answers 412, a newer version 409), then
 * shown in every cached list. An empty address is filled with the server's reverse geocoding.
 */
export function useProductionPlacement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ production, latitude, longitude }: Placement) =>
      updateProduction(production.id, {
        ...toEditable(production),
        local: await addressFor(production, latitude, longitude),
        latitude,
        longitude,
        version: production.version,
      }),
    onSuccess: (production) => applyChangeToCaches(queryClient, { kind: 'upsert', production }),
    meta: { failureKind: 'update' },
  });
}
