import { useQuery } from '@tanstack/react-query';
import { AGENCY_CATEGORIES_KEY, fetchCategories } from '../api/agencyAdminApi';

/** Every category of every network (the category column and the source form's choice). */
export function useAgencyCategories() {
  return useQuery({
    queryKey: AGENCY_CATEGORIES_KEY,
    queryFn: fetchCategories,
    meta: { failureKind: 'load' },
  });
}
