import { useCallback, useEffect, useRef, useState } from 'react';
import type { LockView, StoryDocument } from '@newsroom/domain';
import { isApiError } from '../../../shared/api';
import { notifyFailure } from '../../../shared/notifications';
import { fetchStory, loadStoryForEdit } from '../api/storiesApi';

/** A story as the form opened it. */
export interface LoadedStory {
  story: StoryDocument;
  /** The caller's edit lock; null when the story opened read-only. */
  lock: LockView | null;
  /** Who holds the lock when someone else edits the story (opened read-only). */
  lockedBy: string | null;
  /** Counts the loads, so the editor starts afresh (and offers its draft back) on each. */
  generation: number;
}

/** The load state of the story form. */
export type StoryLoadState =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; loaded: LoadedStory };

/** The nickname in a 412's details (`locked_by_other`, `lock_lost`), or null. */
export function nicknameOf(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const details = error.details;
  if (typeof details === 'object' && details !== null && 'nickname' in details) {
    const nickname = (details as { nickname: unknown }).nickname;
    if (typeof nickname === 'string') return nickname;
  }
  return null;
}

/**
 * Opens a story for editing (POST /api/stories/{id}/edit, which takes the edit lock). When
 * someone else holds the lock (412 `locked_by_other`) the story opens read-only (GET
 * /api/stories/{id}) with the holder's nickname; `reload(true)` takes the lock over.
 */
export function useStoryLoad(storyId: number) {
  const [state, setState] = useState<StoryLoadState>({ status: 'loading' });
  const generation = useRef(0);
  const isMounted = useRef(true);

  const reload = useCallback(
    async (takeOver: boolean) => {
      const ready = (story: StoryDocument, lock: LockView | null, lockedBy: string | null) => {
        generation.current += 1;
        if (isMounted.current)
          setState({
            status: 'ready',
            loaded: { story, lock, lockedBy, generation: generation.current },
          });
      };
      try {
        const answer = await loadStoryForEdit(storyId, takeOver);
        ready(answer.story, answer.lock, null);
      } catch (failure) {
        let error = failure;
        if (isApiError(error) && error.status === 412 && error.code === 'locked_by_other') {
          try {
            ready(await fetchStory(storyId), null, nicknameOf(error) ?? '');
            return;
          } catch (readError) {
            error = readError;
          }
        }
        if (isApiError(error) && (error.status === 403 || error.status === 422)) {
          // Not editable by this user, or its rundown is displayed: show it read-only.
          if (error.status === 422) notifyFailure(error, 'load');
          try {
            ready(await fetchStory(storyId), null, null);
            return;
          } catch {
            // fall through to the failure below
          }
        }
        notifyFailure(error, 'load');
        if (isMounted.current) setState({ status: 'failed', error });
      }
    },
    [storyId],
  );

  useEffect(() => {
    isMounted.current = true;
    void reload(false);
    return () => {
      isMounted.current = false;
    };
  }, [reload]);

  return { state, reload };
}
