import { useQuery } from '@tanstack/react-query';
import { selectOptionsQuery } from '../../../shared/forms';
import { fetchUserOptions, USER_OPTIONS_KEY } from '../api/userOptionsApi';

/** Every user for member selects, loaded once per minute at most. */
export function useUserOptions() {
  return useQuery(selectOptionsQuery(USER_OPTIONS_KEY, fetchUserOptions));
}
