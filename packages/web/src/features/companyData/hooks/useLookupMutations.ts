import { useAdminMutations } from '../../../shared/admin';
import { COMPANY_DATA_KEY } from '../api/companyDataApi';
import { createLookup, deleteLookup, lookupPagesKey, updateLookup } from '../api/lookupsApi';
import type { LookupPageConfig, LookupRecord } from '../lookups/lookupConfigs';

/**
 * Create, update and delete of one lookup entity (spec 3 §4); a change also refreshes the
 * company data the selects read.
 */
export function useLookupMutations(config: LookupPageConfig) {
  return useAdminMutations<LookupRecord, Record<string, string>>({
    pagesKey: lookupPagesKey(config),
    create: (input) => createLookup(config, input),
    update: (id, input, version) => updateLookup(config, id, input, version),
    remove: (id) => deleteLookup(config, id),
    invalidates: COMPANY_DATA_KEY,
  });
}
