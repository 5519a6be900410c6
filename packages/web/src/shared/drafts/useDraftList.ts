import { useCallback, useSyncExternalStore } from 'react';
import { useAuth } from '../../features/auth';
import { draftStore, type DraftEntry } from './draftStore';

const NONE: DraftEntry<unknown>[] = [];
/** The last list read, kept until a draft changes (a stable snapshot for React). */
let cache: { userId: number | null; version: number; drafts: DraftEntry<unknown>[] } = {
  userId: null,
  version: -1,
  drafts: NONE,
};

function draftsOf(userId: number | null): DraftEntry<unknown>[] {
  const version = draftStore.version();
  if (cache.userId !== userId || cache.version !== version) {
    cache = { userId, version, drafts: userId === null ? NONE : draftStore.list(userId) };
  }
  return cache.drafts;
}

const subscribe = (onChange: () => void) => draftStore.subscribe(onChange);

/** The signed-in user's kept drafts, newest first, live across this tab and others. */
export function useDraftList(): DraftEntry<unknown>[] {
  const { me } = useAuth();
  const userId = me?.id ?? null;
  const snapshot = useCallback(() => draftsOf(userId), [userId]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
