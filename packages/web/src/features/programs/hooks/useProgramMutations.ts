import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Paged, Program, ProgramInput } from '@newsroom/domain';
import { withCreated, withDeleted, withUpdated } from '../../../shared/admin';
import {
  ACCESSIBLE_PROGRAMS_KEY,
  createProgram,
  deleteProgram,
  PROGRAMS_PAGE_KEY,
  updateProgram,
} from '../api/programsApi';

/** A program to save: new (no id) or an update of a loaded one. */
export interface ProgramSave {
  id: number | null;
  version: number | null;
  input: ProgramInput;
}

/**
 * Create, update and delete of programs, applying each result to every cached admin page
 * (spec 3 §4) and reloading the user's own accessible list. Failures are reported by the
 * caller (field errors, the offer to disable), so the global handler stays silent.
 */
export function useProgramMutations() {
  const queryClient = useQueryClient();
  const patchPages = (change: (page: Paged<Program>) => Paged<Program>, onlyFirst = false) => {
    for (const [key, page] of queryClient.getQueriesData<Paged<Program>>({
      queryKey: PROGRAMS_PAGE_KEY,
    })) {
      if (page && (!onlyFirst || page.page === 0)) queryClient.setQueryData(key, change(page));
    }
    void queryClient.invalidateQueries({ queryKey: ACCESSIBLE_PROGRAMS_KEY });
  };

  const save = useMutation({
    mutationFn: ({ id, version, input }: ProgramSave) =>
      id === null ? createProgram(input) : updateProgram(id, { ...input, version: version ?? 0 }),
    meta: { isSilent: true },
    onSuccess: (program, { id }) =>
      id === null
        ? patchPages((page) => withCreated(page, program), true)
        : patchPages((page) => withUpdated(page, program)),
  });

  const remove = useMutation({
    mutationFn: (id: number) => deleteProgram(id),
    meta: { isSilent: true },
    onSuccess: (_nothing, id) => patchPages((page) => withDeleted(page, id)),
  });

  return { save, remove };
}
