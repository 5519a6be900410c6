import { useMutation } from '@tanstack/react-query';
import type { AgencyCategory, AgencyNetwork } from '@newsroom/domain';
import type { AdminSave } from '../../../../shared/admin';
import {
  AGENCY_CATEGORIES_KEY,
  createCategory,
  deleteCategory,
  renameCategory,
} from '../api/agencyAdminApi';
import { useRecordListCache } from './useRecordListCache';

/** What the category form saves: the network counts only for a new category. */
export interface CategoryInput {
  network: AgencyNetwork;
  name: string;
}

/**
 * Create, rename and delete of categories, each result applied to the cached list. Failures are
 * reported by the caller (a duplicate name beside the field, a category in use in a dialog).
 */
export function useCategoryMutations() {
  const cache = useRecordListCache<AgencyCategory>(AGENCY_CATEGORIES_KEY);

  const save = useMutation({
    mutationFn: ({ id, version, input }: AdminSave<CategoryInput>) =>
      id === null
        ? createCategory(input)
        : renameCategory(id, { name: input.name, version: version ?? 0 }),
    meta: { isSilent: true },
    onSuccess: (category, { id }) =>
      id === null ? cache.created(category) : cache.updated(category),
  });

  const remove = useMutation({
    mutationFn: (id: number) => deleteCategory(id),
    meta: { isSilent: true },
    onSuccess: (_nothing, id) => cache.removed(id),
  });

  return { save, remove };
}
