import { useQuery } from '@tanstack/react-query';
import { ACTIVE_USER_OPTIONS_KEY, fetchActiveUserOptions } from '../api/usersAdminApi';

/** Active users for the allowed-users select, loaded once a minute at most. */
export function useActiveUserOptions(isEnabled: boolean) {
  return useQuery({
    queryKey: ACTIVE_USER_OPTIONS_KEY,
    queryFn: fetchActiveUserOptions,
    staleTime: 60_000,
    enabled: isEnabled,
    meta: { failureKind: 'load' },
  });
}
