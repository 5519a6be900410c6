import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactGroupInput } from '@newsroom/domain';
import type { AdminSave } from '../../../shared/admin';
import {
  contactGroupKeys,
  createContactGroup,
  deleteContactGroup,
  renameContactGroup,
} from '../api/contactGroupsApi';

/**
 * Create, rename and delete of contact groups; each reloads the groups. Callers report failures
 * (a taken name beside the field, a group in use as a notification).
 */
export function useContactGroupMutations() {
  const queryClient = useQueryClient();
  const reload = () => void queryClient.invalidateQueries({ queryKey: contactGroupKeys.all });
  const save = useMutation({
    mutationFn: ({ id, version, input }: AdminSave<ContactGroupInput>) =>
      id === null ? createContactGroup(input) : renameContactGroup(id, input, version ?? 0),
    meta: { isSilent: true },
    onSuccess: reload,
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteContactGroup(id),
    meta: { isSilent: true },
    onSuccess: reload,
  });
  return { save, remove };
}
