import { useQuery } from '@tanstack/react-query';
import { selectOptionsQuery } from '../../../shared/forms';
import { fetchGroupOptions, GROUP_OPTIONS_KEY } from '../api/groupsApi';

/** Every group's id and name for selects (program restriction). */
export function useGroupOptions() {
  return useQuery(selectOptionsQuery(GROUP_OPTIONS_KEY, fetchGroupOptions));
}
