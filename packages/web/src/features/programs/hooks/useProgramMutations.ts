import type { Program, ProgramInput } from '@newsroom/domain';
import { useAdminMutations } from '../../../shared/admin';
import {
  ACCESSIBLE_PROGRAMS_KEY,
  createProgram,
  deleteProgram,
  PROGRAMS_PAGE_KEY,
  updateProgram,
} from '../api/programsApi';

/**
 * Create, update and delete of programs; a change also reloads the user's own accessible list.
 * Callers report failures (field errors, the offer to disable).
 */
export function useProgramMutations() {
  return useAdminMutations<Program, ProgramInput>({
    pagesKey: PROGRAMS_PAGE_KEY,
    create: createProgram,
    update: (id, input, version) => updateProgram(id, { ...input, version }),
    remove: deleteProgram,
    invalidates: ACCESSIBLE_PROGRAMS_KEY,
  });
}
