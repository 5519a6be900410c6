import { useMutation } from '@tanstack/react-query';
import type { AdminSave } from '../../../shared/admin';
import { useRecordListCache } from '../../agency/admin/hooks/useRecordListCache';
import type { RecordKindApi } from '../api/roundRecordsApi';

/**
 * Create, update and delete of one kind of record, each result applied to the cached list.
 * Failures are reported by the caller (a taken name beside the field, a record in use in a dialog).
 */
export function useRecordMutations<T extends { id: number; version: number }, I>(
  api: RecordKindApi<T, I>,
) {
  const cache = useRecordListCache<T>(api.key);
  const save = useMutation({
    mutationFn: ({ id, version, input }: AdminSave<I>) =>
      id === null ? api.create(input) : api.update(id, input, version ?? 0),
    meta: { isSilent: true },
    onSuccess: (record: T, { id }) => (id === null ? cache.created(record) : cache.updated(record)),
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.remove(id),
    meta: { isSilent: true },
    onSuccess: (_nothing, id) => cache.removed(id),
  });
  return { save, remove };
}
