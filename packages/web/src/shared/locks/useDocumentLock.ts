/**
 * Holds an editor's lock while it is open (spec 1 §4, spec 2 §5 and §9): renews the lease every
 * LOCK_RENEW_INTERVAL_MS, notices when it is lost (a renewal refused, another user taking over or
 * locking the document, the lock released), and releases it when the editor closes.
 *
 * The status is `held` while the lock is ours, `lost` once it is not (the editor keeps its changes
 * as a draft but cannot save), and `none` when there is no lock (read-only, or locked to someone
 * else: pass `lockedTo` to name them).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { LOCK_RENEW_INTERVAL_MS, type LockView, type RealtimeEvent } from '@newsroom/domain';
import { isApiError } from '../api';
import { useTopic } from '../realtime';
import { releaseLock, renewLock } from './locksApi';

/** Whether the editor holds its lock. */
export type LockStatus = 'held' | 'lost' | 'none';

/** Options of {@link useDocumentLock}. */
export interface UseDocumentLockOptions {
  /** The locked kind (`story`…), as the server names it. */
  entityType: string;
  entityId: string | number;
  /** The lock the load for edit answered; null when there is none. */
  lock: LockView | null;
  /** Who holds the document when `lock` is null (from a 412 `locked_by_other`). */
  lockedTo?: string | null;
}

/** What {@link useDocumentLock} tells the editor. */
export interface DocumentLockState {
  status: LockStatus;
  /** Who holds the document when it is not us (null when unknown or free). */
  holderNickname: string | null;
  /** Our lock while held (renewed), or the last one we had. */
  lock: LockView | null;
  /** Takes a new lock (after a take-over or a new load for edit); null drops it. */
  replace(lock: LockView | null): void;
  /** Marks a held lock lost when the server says so on a save (412), naming who took it. */
  markLost(nickname: string | null): void;
}

interface LockState {
  lock: LockView | null;
  status: LockStatus;
  holderNickname: string | null;
}

/** The data of an entity_locker event (a LockView plus extras; UNLOCK carries less). */
interface LockEventData {
  uuid?: string;
  userId?: number;
  nickname?: string;
}

function stateOf(lock: LockView | null, lockedTo: string | null): LockState {
  return lock
    ? { lock, status: 'held', holderNickname: null }
    : { lock: null, status: 'none', holderNickname: lockedTo };
}

/** The holder a 412 names (`locked_by_other`, `lock_lost`: details `{ nickname }`), or null. */
export function holderNicknameOf(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const details: unknown = error.details;
  if (typeof details !== 'object' || details === null) return null;
  const nickname = (details as Record<string, unknown>).nickname;
  return typeof nickname === 'string' ? nickname : null;
}

/** Keeps an editor's lock; see the file note. */
export function useDocumentLock({
  entityType,
  entityId,
  lock,
  lockedTo = null,
}: UseDocumentLockOptions): DocumentLockState {
  const [state, setState] = useState<LockState>(() => stateOf(lock, lockedTo));
  // A new lock from the caller (a new load for edit) starts over.
  const [given, setGiven] = useState({ lock, lockedTo });
  if (given.lock !== lock || given.lockedTo !== lockedTo) {
    setGiven({ lock, lockedTo });
    if (given.lock !== lock) setState(stateOf(lock, lockedTo));
    else if (state.status === 'none') setState({ ...state, holderNickname: lockedTo });
  }

  const heldUuid = state.status === 'held' ? (state.lock?.uuid ?? null) : null;
  const heldRef = useRef<string | null>(null);
  useEffect(() => {
    heldRef.current = heldUuid;
  }, [heldUuid]);

  /** Loses the held lock `uuid` (null: whichever is held). */
  const lose = useCallback((uuid: string | null, nickname: string | null) => {
    setState((now) =>
      now.status === 'held' && (uuid === null || now.lock?.uuid === uuid)
        ? { ...now, status: 'lost', holderNickname: nickname ?? now.holderNickname }
        : now,
    );
  }, []);

  // Renew while held; a refused renewal means the lock is gone.
  useEffect(() => {
    if (heldUuid === null) return;
    const timer = setInterval(() => {
      renewLock(heldUuid).then(
        (renewed) =>
          setState((now) =>
            now.status === 'held' && now.lock?.uuid === heldUuid ? { ...now, lock: renewed } : now,
          ),
        (error: unknown) => {
          if (isApiError(error) && (error.status === 412 || error.status === 404)) {
            lose(heldUuid, holderNicknameOf(error));
          }
        },
      );
    }, LOCK_RENEW_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [heldUuid, lose]);

  // Release what we still hold when the editor closes (never a lock that is someone else's now).
  useEffect(
    () => () => {
      if (heldRef.current !== null) releaseLock(heldRef.current);
      heldRef.current = null;
    },
    [],
  );

  useTopic('entity_locker', (event: RealtimeEvent) => {
    const data = (event.data ?? {}) as LockEventData;
    const isThisDocument = event.entity === entityType && String(event.id) === String(entityId);
    if (state.status === 'held' && state.lock) {
      const mine = state.lock;
      if (event.action === 'UNLOCK' && data.uuid === mine.uuid) lose(mine.uuid, null);
      else if (
        (event.action === 'TAKE_OVER' || event.action === 'LOCK') &&
        isThisDocument &&
        data.userId !== undefined &&
        data.userId !== mine.userId
      ) {
        lose(mine.uuid, data.nickname ?? null);
      }
      return;
    }
    // Not ours: keep the holder's name current for the banner (our own user's echoes aside).
    if (!isThisDocument || (data.userId !== undefined && data.userId === state.lock?.userId))
      return;
    if (event.action === 'UNLOCK') {
      setState((now) => (now.status === 'held' ? now : { ...now, holderNickname: null }));
    } else if (event.action === 'TAKE_OVER' || event.action === 'LOCK') {
      setState((now) =>
        now.status === 'held' ? now : { ...now, holderNickname: data.nickname ?? null },
      );
    }
  });

  const replace = useCallback((next: LockView | null) => setState(stateOf(next, null)), []);
  const markLost = useCallback((nickname: string | null) => lose(null, nickname), [lose]);

  return {
    status: state.status,
    holderNickname: state.holderNickname,
    lock: state.lock,
    replace,
    markLost,
  };
}
