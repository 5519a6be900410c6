import { useQuery } from '@tanstack/react-query';
import { deviceKey, fetchDevice } from '../api/devicesApi';

/** A device in full, with its templates; idle while `id` is null. */
export function useDevice(id: number | null) {
  return useQuery({
    queryKey: deviceKey(id ?? 0),
    queryFn: () => fetchDevice(id!),
    enabled: id !== null,
    staleTime: 60_000,
    meta: { failureKind: 'load' },
  });
}
