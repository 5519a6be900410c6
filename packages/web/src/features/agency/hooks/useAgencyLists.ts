import { useQuery } from '@tanstack/react-query';
import { agencyKeys, fetchCategories, fetchLanes, fetchSources } from '../api/agencyApi';

/** The caller's lanes, in order. */
export function useLanes() {
  return useQuery({ queryKey: agencyKeys.lanes, queryFn: fetchLanes });
}

/** Every source (the lane editor's picker; the live wire finds a source's category here). */
export function useSources() {
  return useQuery({ queryKey: agencyKeys.sources, queryFn: fetchSources });
}

/** Every category (the lane editor's picker). */
export function useCategories() {
  return useQuery({ queryKey: agencyKeys.categories, queryFn: fetchCategories });
}
