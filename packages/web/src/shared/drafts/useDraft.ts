/**
 * Keeps an editor's unsaved changes in the unsaved cache (spec 1 §4 and spec 2 §5: "stored when a
 * draft differs from the saved one and cleared when equal or discarded").
 *
 * On open, a kept draft that differs from the saved document becomes `pending`: the editor offers
 * Restore / Discard, and nothing is written over it until the user decides. Afterwards every
 * change is stored at most DRAFT_SAVE_DELAY_MS after it happened, and at once when the page is
 * hidden or closed (`pagehide`, `visibilitychange`), so a crash or a reload loses at most that.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuth } from '../../features/auth';
import { deepEqual } from './deepEqual';
import { draftStore, type DraftEntry } from './draftStore';

/** The longest a change waits before it is stored. */
export const DRAFT_SAVE_DELAY_MS = 300;

/** Options of {@link useDraft}. */
export interface UseDraftOptions<T> {
  /** The kind of document (`story`, `reportage`…). */
  section: string;
  /** The document's id within its section. */
  uuid: string;
  /** The document as last saved; null or undefined while it loads (nothing is read or written). */
  saved: T | null | undefined;
  /** The document as edited now; keep its identity while nothing changes. */
  current: T | null | undefined;
  /** The version `saved` carries. */
  baseVersion: number;
  /** What the recovery panel shows. */
  title: string;
  /** Where the recovery panel's Open goes. */
  href: string;
  /** Whether two documents are the same (default: structural equality). */
  isEqual?: (a: T, b: T) => boolean;
  /** False keeps the hook idle (a read-only view). Default true. */
  enabled?: boolean;
  /** The owner of the drafts; defaults to the signed-in user. */
  userId?: number;
}

/** What {@link useDraft} gives the editor. */
export interface DraftState<T> {
  /** A kept draft found on open that differs from the saved document, until decided. */
  pending: DraftEntry<T> | null;
  /** Takes the pending draft: returns its document for the editor to show (and keep storing). */
  restore(): T;
  /** Drops the kept draft (the pending one, or the current changes when closing without saving). */
  discard(): void;
}

/** Marks "no restore awaiting the editor's new value". */
const NO_GUARD: unique symbol = Symbol('no restore guard');

/** Stores an editor's unsaved document per user, section and uuid; see the file note. */
export function useDraft<T>(options: UseDraftOptions<T>): DraftState<T> {
  const { me } = useAuth();
  const userId = options.userId ?? me?.id ?? null;
  const { section, uuid, saved, current } = options;
  const isActive = options.enabled !== false && userId !== null && saved != null;
  const docKey = isActive ? JSON.stringify([userId, section, uuid]) : null;

  const [pending, setPending] = useState<DraftEntry<T> | null>(null);
  // Mirrors `pending` at once, for the effects of the same commit.
  const pendingRef = useRef<DraftEntry<T> | null>(null);
  const latest = useRef({ options, userId });
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const restoreGuard = useRef<T | null | undefined | typeof NO_GUARD>(NO_GUARD);

  useEffect(() => {
    latest.current = { options, userId };
  });

  const isSame = useCallback((a: T, b: T): boolean => {
    const isEqual = latest.current.options.isEqual;
    return isEqual ? isEqual(a, b) : deepEqual(a, b);
  }, []);

  const cancelWrite = useCallback(() => {
    if (timerRef.current !== null) clearTimeout(timerRef.current);
    timerRef.current = null;
  }, []);

  /** Writes a scheduled change now (no-op when none is scheduled). */
  const flush = useCallback(() => {
    if (timerRef.current === null) return;
    cancelWrite();
    const { options: now, userId: owner } = latest.current;
    if (owner === null || pendingRef.current !== null) return;
    if (now.current == null || now.saved == null || isSame(now.current, now.saved)) return;
    draftStore.save<T>(owner, {
      section: now.section,
      uuid: now.uuid,
      title: now.title,
      href: now.href,
      baseVersion: now.baseVersion,
      document: now.current,
    });
  }, [cancelWrite, isSame]);

  // Open: offer a kept draft that differs from the saved document; drop one that does not.
  useEffect(() => {
    if (docKey === null) return;
    const { options: now, userId: owner } = latest.current;
    if (owner === null || now.saved == null) return;
    const stored = draftStore.load<T>(owner, now.section, now.uuid);
    const offered = stored && !isSame(stored.document, now.saved) ? stored : null;
    if (stored && !offered) draftStore.clear(owner, now.section, now.uuid);
    pendingRef.current = offered;
    restoreGuard.current = NO_GUARD;
    setPending(offered);
    return () => {
      flush();
      pendingRef.current = null;
    };
  }, [docKey, flush, isSame]);

  // Every change: equal to the saved document clears the draft, different stores it soon.
  useEffect(() => {
    if (docKey === null || userId === null || pendingRef.current !== null) return;
    if (current == null || saved == null) return;
    if (restoreGuard.current !== NO_GUARD) {
      // The editor has not shown the restored draft yet: keep it as stored.
      if (current === restoreGuard.current) return;
      restoreGuard.current = NO_GUARD;
    }
    if (isSame(current, saved)) {
      cancelWrite();
      draftStore.clear(userId, section, uuid);
    } else if (timerRef.current === null) {
      timerRef.current = setTimeout(flush, DRAFT_SAVE_DELAY_MS);
    }
  }, [docKey, userId, section, uuid, current, saved, pending, cancelWrite, flush, isSame]);

  // A reload, a closed tab or a hidden page stores what is waiting.
  useEffect(() => {
    const handleVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', handleVisibility);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', handleVisibility);
    };
  }, [flush]);

  // A pending draft discarded elsewhere (the recovery panel, another tab) is no longer offered.
  useEffect(
    () =>
      draftStore.subscribe(() => {
        const entry = pendingRef.current;
        const owner = latest.current.userId;
        if (entry === null || owner === null) return;
        if (draftStore.load(owner, entry.section, entry.uuid) === null) {
          pendingRef.current = null;
          setPending(null);
        }
      }),
    [],
  );

  const restore = useCallback((): T => {
    const entry = pendingRef.current;
    const now = latest.current.options;
    if (entry === null) {
      const fallback = now.current ?? now.saved;
      if (fallback == null) throw new Error('useDraft: nothing to restore');
      return fallback;
    }
    restoreGuard.current = now.current;
    pendingRef.current = null;
    setPending(null);
    return entry.document;
  }, []);

  const discard = useCallback(() => {
    cancelWrite();
    const { options: now, userId: owner } = latest.current;
    if (owner !== null) draftStore.clear(owner, now.section, now.uuid);
    restoreGuard.current = NO_GUARD;
    pendingRef.current = null;
    setPending(null);
  }, [cancelWrite]);

  return { pending: isActive ? pending : null, restore, discard };
}
