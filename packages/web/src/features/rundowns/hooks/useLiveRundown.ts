import { useQuery } from '@tanstack/react-query';
import { fetchRundown, rundownKey } from '../api/rundownsApi';
import { useRundownEvents } from '../realtime/useRundownEvents';

/**
 * One rundown kept live by its events, for the windows that show it outside the rundown screen
 * (prompter, presenter and control-room views): the same cache and patching as the grid.
 */
export function useLiveRundown(rundownId: number) {
  useRundownEvents();
  return useQuery({
    queryKey: rundownKey(rundownId),
    queryFn: () => fetchRundown(rundownId),
    meta: { failureKind: 'load' },
  });
}
