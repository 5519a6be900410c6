import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Paged } from '@newsroom/domain';
import { withCreated, withDeleted, withUpdated } from './adminListCache';

/** A record to save: new (id null) or an update of the loaded version. */
export interface AdminSave<I> {
  id: number | null;
  version: number | null;
  input: I;
}

/** The calls behind {@link useAdminMutations} and what else a change refreshes. */
export interface AdminMutationsOptions<T extends { id: number }, I> {
  /** Prefix of the cache keys of every page of the list. */
  pagesKey: QueryKey;
  create: (input: I) => Promise<T>;
  update: (id: number, input: I, version: number) => Promise<T>;
  remove: (id: number) => Promise<void>;
  /** Reloaded after every change (e.g. the options of selects that list these records). */
  invalidates?: QueryKey;
  /** Runs after an update is applied (e.g. to reload the record's detail). */
  onUpdated?: (record: T) => void;
}

/**
 * Create, update and delete of one admin list's records, applying each result to every cached
 * page with the admin list rules (spec 3 §4). Failures are reported by the caller (field errors
 * beside the fields), so the mutations are silent for the global handler.
 */
export function useAdminMutations<T extends { id: number }, I>(
  options: AdminMutationsOptions<T, I>,
) {
  const queryClient = useQueryClient();
  const patchPages = (change: (page: Paged<T>) => Paged<T>, onlyFirst = false) => {
    for (const [key, page] of queryClient.getQueriesData<Paged<T>>({
      queryKey: options.pagesKey,
    })) {
      if (page && (!onlyFirst || page.page === 0)) queryClient.setQueryData(key, change(page));
    }
    if (options.invalidates) void queryClient.invalidateQueries({ queryKey: options.invalidates });
  };

  const save = useMutation({
    mutationFn: ({ id, version, input }: AdminSave<I>) =>
      id === null ? options.create(input) : options.update(id, input, version ?? 0),
    meta: { isSilent: true },
    onSuccess: (record, { id }) => {
      if (id === null) patchPages((page) => withCreated(page, record), true);
      else {
        patchPages((page) => withUpdated(page, record));
        options.onUpdated?.(record);
      }
    },
  });

  const remove = useMutation({
    mutationFn: (id: number) => options.remove(id),
    meta: { isSilent: true },
    onSuccess: (_nothing, id) => patchPages((page) => withDeleted(page, id)),
  });

  return { save, remove };
}
