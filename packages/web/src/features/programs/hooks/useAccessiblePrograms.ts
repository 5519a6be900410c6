import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTopic } from '../../../shared/realtime';
import { ACCESSIBLE_PROGRAMS_KEY, fetchAccessiblePrograms } from '../api/programsApi';

/**
 * The enabled programs the user may work on, reloaded on any `programs` event: a change of a
 * program, of its restriction, or of the user's groups may change the list, and the server
 * decides (the event itself may carry no data for this user).
 */
export function useAccessiblePrograms() {
  const queryClient = useQueryClient();
  useTopic('programs', () => {
    void queryClient.invalidateQueries({ queryKey: ACCESSIBLE_PROGRAMS_KEY });
  });
  return useQuery({
    queryKey: ACCESSIBLE_PROGRAMS_KEY,
    queryFn: fetchAccessiblePrograms,
    meta: { failureKind: 'load' },
  });
}
