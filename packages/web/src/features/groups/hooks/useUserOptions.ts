import { useQuery } from '@tanstack/react-query';
import { fetchUserOptions, USER_OPTIONS_KEY } from '../api/userOptionsApi';

/** Every user for member selects, loaded once per minute at most. */
export function useUserOptions() {
  return useQuery({
    queryKey: USER_OPTIONS_KEY,
    queryFn: fetchUserOptions,
    staleTime: 60_000,
    meta: { failureKind: 'load' },
  });
}
