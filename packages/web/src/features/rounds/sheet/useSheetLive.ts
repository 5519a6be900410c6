import { useQueryClient } from '@tanstack/react-query';
import { roundCallSchema } from '@newsroom/domain';
import { useTopic } from '../../../shared/realtime';
import { putCall, reloadSheets } from './sheetQueries';

/**
 * Keeps the cached day sheets in step with the other producers: a call pushed on `rounds` lands on
 * its line (when newer than the one held); a round, institution or segment changed reloads them.
 */
export function useSheetLive(): void {
  const queryClient = useQueryClient();
  const reload = () => reloadSheets(queryClient);
  useTopic('rounds', (event) => {
    if (event.entity !== 'round_call') return reload();
    const call = roundCallSchema.safeParse(event.data);
    if (call.success) putCall(queryClient, call.data);
  });
  useTopic('institutions', reload);
  useTopic('segments', reload);
}
