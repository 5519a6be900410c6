import { useQuery } from '@tanstack/react-query';
import { selectOptionsQuery } from '../../../shared/forms';
import { ACTIVE_USER_OPTIONS_KEY, fetchActiveUserOptions } from '../api/usersAdminApi';

/** Active users for the allowed-users select, loaded once a minute at most. */
export function useActiveUserOptions(isEnabled: boolean) {
  return useQuery({
    ...selectOptionsQuery(ACTIVE_USER_OPTIONS_KEY, fetchActiveUserOptions),
    enabled: isEnabled,
  });
}
