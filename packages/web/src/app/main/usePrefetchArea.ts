import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { BranchConfig, ProgramSummary } from '@newsroom/domain';
import { BRANCH_CONFIG_KEY } from '../../features/branch';
import { ACCESSIBLE_PROGRAMS_KEY } from '../../features/programs';
import { prefetchRundownArea } from '../boot/prefetchRundownArea';
import type { MainAreaKey } from '../menus/mainMenu';

/**
 * On entering the rundown area from another one, asks for its rundown while the area's code
 * loads, not after it rendered; the programs and the branch are already cached by then.
 */
export function usePrefetchArea(areaKey: MainAreaKey): void {
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  useEffect(() => {
    if (areaKey !== 'rundown') return;
    const programs = queryClient.getQueryData<ProgramSummary[]>(ACCESSIBLE_PROGRAMS_KEY);
    const branch = queryClient.getQueryData<BranchConfig>(BRANCH_CONFIG_KEY);
    if (programs)
      void prefetchRundownArea(queryClient, params, { programs, timeZone: branch?.timeZone });
    // Only on entering the area: the page itself follows later changes of its query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [areaKey, queryClient]);
}
