import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WordpressSiteInput } from '@newsroom/domain';
import type { AdminSave } from '../../../shared/admin';
import { createSite, deleteSite, updateSite } from '../api/wordpressSitesApi';
import { applySiteChange } from '../hooks/siteListCache';

/**
 * Save and delete of WordPress sites, each result applied to the cached list (its page and the
 * editors' site choices). Failures are reported by the caller: beside their field, or with the
 * details of a `posts:` refusal.
 */
export function useSiteMutations() {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: ({ id, version, input }: AdminSave<WordpressSiteInput>) =>
      id === null ? createSite(input) : updateSite(id, input, version ?? 0),
    meta: { isSilent: true },
    onSuccess: ({ site }) => applySiteChange(queryClient, site),
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteSite(id),
    meta: { isSilent: true },
    onSuccess: (_nothing, id) => applySiteChange(queryClient, { id }),
  });
  return { save, remove };
}
