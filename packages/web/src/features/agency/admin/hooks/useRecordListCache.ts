import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { withCreatedRecord, withoutRecord, withUpdatedRecord } from '../api/recordList';

/** Applies a save, a change or a removal to one cached list of records (spec 3 §4 rules). */
export function useRecordListCache<T extends { id: number; version: number }>(key: QueryKey) {
  const queryClient = useQueryClient();
  return {
    created: (record: T) =>
      queryClient.setQueryData<T[]>(key, (all) => withCreatedRecord(all, record)),
    updated: (record: T) =>
      queryClient.setQueryData<T[]>(key, (all) => withUpdatedRecord(all, record)),
    removed: (id: number) => queryClient.setQueryData<T[]>(key, (all) => withoutRecord(all, id)),
  };
}
