import { useQuery } from '@tanstack/react-query';
import { fetchGroupOptions, GROUP_OPTIONS_KEY } from '../api/groupsApi';

/** Every group's id and name for selects (program restriction). */
export function useGroupOptions() {
  return useQuery({
    queryKey: GROUP_OPTIONS_KEY,
    queryFn: fetchGroupOptions,
    staleTime: 60_000,
    meta: { failureKind: 'load' },
  });
}
