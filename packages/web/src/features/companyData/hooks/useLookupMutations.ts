import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Paged } from '@newsroom/domain';
import { withCreated, withDeleted, withUpdated } from '../../../shared/admin';
import { COMPANY_DATA_KEY } from '../api/companyDataApi';
import { createLookup, deleteLookup, lookupPagesKey, updateLookup } from '../api/lookupsApi';
import type { LookupPageConfig, LookupRecord } from '../lookups/lookupConfigs';

/** A record to save: new (id null) or an update of a loaded one. */
export interface LookupSave {
  id: number | null;
  version: number | null;
  input: Record<string, string>;
}

/**
 * Create, update and delete of one lookup entity, applying each result to every cached page
 * (spec 3 §4: a created record first on page 0, a removed one dropped with the total lowered)
 * and refreshing the company data the selects read. Callers report failures themselves (field
 * errors beside the fields), so the global handler stays silent.
 */
export function useLookupMutations(config: LookupPageConfig) {
  const queryClient = useQueryClient();
  const patchPages = (
    change: (page: Paged<LookupRecord>) => Paged<LookupRecord>,
    onlyFirst = false,
  ) => {
    for (const [key, page] of queryClient.getQueriesData<Paged<LookupRecord>>({
      queryKey: lookupPagesKey(config),
    })) {
      if (page && (!onlyFirst || page.page === 0)) queryClient.setQueryData(key, change(page));
    }
    void queryClient.invalidateQueries({ queryKey: COMPANY_DATA_KEY });
  };

  const save = useMutation({
    mutationFn: ({ id, version, input }: LookupSave) =>
      id === null ? createLookup(config, input) : updateLookup(config, id, input, version ?? 0),
    meta: { isSilent: true },
    onSuccess: (record, { id }) =>
      id === null
        ? patchPages((page) => withCreated(page, record), true)
        : patchPages((page) => withUpdated(page, record)),
  });

  const remove = useMutation({
    mutationFn: (id: number) => deleteLookup(config, id),
    meta: { isSilent: true },
    onSuccess: (_nothing, id) => patchPages((page) => withDeleted(page, id)),
  });

  return { save, remove };
}
