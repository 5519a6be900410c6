import type { Program, ProgramInput } from '@newsroom/domain';
import { useAdminMutations } from '../../../shared/admin';
import { ACCESSIBLE_PROGRAMS_KEY, PROGRAMS_API } from '../api/programsApi';

/**
 * Create, update and delete of programs; a change also reloads the user's own accessible list.
 * Callers report failures (field errors, the offer to disable).
 */
export function useProgramMutations() {
  return useAdminMutations<Program, ProgramInput>({
    ...PROGRAMS_API,
    invalidates: ACCESSIBLE_PROGRAMS_KEY,
  });
}
