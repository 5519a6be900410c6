import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDocumentLock, type DocumentLockState } from '../locks';
import type { DocumentKind, EditedDocument } from './documentKind';
import { openForEdit, type EditLoad } from './openForEdit';

/** An editor's hold on one document: its load for edit and its lock, across reloads. */
export interface EditSession<D extends EditedDocument, E, I> {
  kind: DocumentKind<D, E, I>;
  status: 'loading' | 'failed' | 'ready';
  /** The last load; null for a new document (and until the first load answers). */
  loaded: EditLoad<D> | null;
  /** Changes with each load: key the form with it so every load starts it afresh. */
  generation: number;
  lock: DocumentLockState;
  /** Loads the document for edit again: the latest version, or with `takeOver` our lock back. */
  reload(takeOver: boolean): Promise<void>;
  /** A reload is running. */
  isReloading: boolean;
}

/** The query key of a document opened for edit (no list or view key starts like it). */
const editKey = (entityType: string, id: number | null) => ['documentEditor', entityType, id];

/**
 * Opens a document for edit (null: a new one) and holds its lock while the editor is open (spec
 * 2 §5). The load is a query that is never refetched behind the editor's back (each load for
 * edit starts the form afresh) and is dropped when the editor closes, so the next open loads
 * again; a reload (latest version, take-over) replaces it. The lock lives here, above the form,
 * so a reload never releases it.
 */
export function useEditSession<D extends EditedDocument, E, I>(
  kind: DocumentKind<D, E, I>,
  id: number | null,
): EditSession<D, E, I> {
  const queryClient = useQueryClient();
  const key = editKey(kind.entityType, id);
  const query = useQuery({
    queryKey: key,
    queryFn: () => openForEdit(kind, id ?? 0, false),
    enabled: id !== null,
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    // Each load is news, even when it answers the same lock: the lock hook starts over on it.
    structuralSharing: false,
    // openForEdit tells its own failures.
    meta: { isSilent: true },
  });
  const reloading = useMutation({
    mutationFn: (takeOver: boolean) => openForEdit(kind, id ?? 0, takeOver),
    meta: { isSilent: true },
    onSuccess: (loaded) => queryClient.setQueryData(key, loaded),
  });
  const loaded = query.data ?? null;
  const lock = useDocumentLock({
    entityType: kind.entityType,
    entityId: id ?? 0,
    lock: loaded?.lock ?? null,
    lockedTo: loaded?.lockedTo ?? null,
  });

  const reload = async (takeOver: boolean) => {
    if (id === null) return;
    if (query.isError) await query.refetch();
    else await reloading.mutateAsync(takeOver).catch(() => undefined);
  };

  return {
    kind,
    status: id === null || loaded ? 'ready' : query.isError ? 'failed' : 'loading',
    loaded,
    generation: loaded?.generation ?? 0,
    lock,
    reload,
    isReloading: reloading.isPending || query.isRefetching,
  };
}
