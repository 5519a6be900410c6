import { useMutation } from '@tanstack/react-query';
import type { AgencySource, AgencySourceInput } from '@newsroom/domain';
import type { AdminSave } from '../../../../shared/admin';
import {
  AGENCY_SOURCES_KEY,
  createSource,
  deleteSource,
  pollSource,
  updateSource,
} from '../api/agencyAdminApi';
import { useRecordListCache } from './useRecordListCache';

/**
 * Create, update, delete and "poll now" of sources, each result applied to the cached list.
 * Save and delete failures are reported by the caller (beside their field); a failed poll by the
 * global handler.
 */
export function useSourceMutations() {
  const cache = useRecordListCache<AgencySource>(AGENCY_SOURCES_KEY);

  const save = useMutation({
    mutationFn: ({ id, version, input }: AdminSave<AgencySourceInput>) =>
      id === null ? createSource(input) : updateSource(id, input, version ?? 0),
    meta: { isSilent: true },
    onSuccess: (source, { id }) => (id === null ? cache.created(source) : cache.updated(source)),
  });

  const remove = useMutation({
    mutationFn: (id: number) => deleteSource(id),
    meta: { isSilent: true },
    onSuccess: (_nothing, id) => cache.removed(id),
  });

  const poll = useMutation({
    mutationFn: (id: number) => pollSource(id),
    meta: { failureKind: 'actionFailed' },
    onSuccess: cache.updated,
  });

  return { save, remove, poll };
}
