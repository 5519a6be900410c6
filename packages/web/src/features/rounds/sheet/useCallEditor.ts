import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { roundCallSchema, type CallState, type RoundCall } from '@newsroom/domain';
import { isApiError } from '../../../shared/api';
import { notifyFailure } from '../../../shared/notifications';
import { saveCall } from '../api/roundsApi';
import { putCall } from './sheetQueries';

/** What the note field shows beside it: a save under way, or done with nothing typed since. */
export type CallSaveStatus = 'saving' | 'saved' | null;

/** The call saved meanwhile by someone else, from a 409 stale_version; null for other failures. */
function currentOf(error: unknown): RoundCall | null {
  if (!isApiError(error) || error.status !== 409 || error.code !== 'stale_version') return null;
  const parsed = roundCallSchema.safeParse((error.details as { current?: unknown })?.current);
  return parsed.success ? parsed.data : null;
}

/**
 * The editing of one call of the sheet: the typed note is kept apart from the saved call until it
 * is saved (on blur or with the button), so a push from another producer never overwrites what is
 * being typed. A 409 keeps the typed note and offers the other save, to save over it after reading.
 */
export function useCallEditor(call: RoundCall) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<string | null>(null);
  const [conflict, setConflict] = useState<RoundCall | null>(null);
  const note = draft ?? call.note;
  const isDirty = draft !== null && draft !== call.note;

  const save = useMutation({
    mutationFn: (changes: { state: CallState; note: string }) => saveCall(call, changes),
    meta: { isSilent: true },
    onSuccess: (saved, changes) => {
      putCall(queryClient, saved);
      // What was typed while the save ran stays a draft.
      setDraft((typed) => (typed === changes.note ? null : typed));
      setConflict(null);
    },
    onError: (error) => {
      const current = currentOf(error);
      if (current) setConflict(current);
      else notifyFailure(error, 'update');
    },
  });

  // The note's save under way: a blur and a click on "create" right after it share it.
  const inFlight = useRef<Promise<boolean> | null>(null);

  /** Saves the typed note (nothing when there is none); resolves false when the save failed. */
  const saveNote = (): Promise<boolean> => {
    if (inFlight.current) return inFlight.current;
    if (!isDirty) return Promise.resolve(true);
    const running = save
      .mutateAsync({ state: call.state, note })
      .then(
        () => true,
        () => false,
      )
      .finally(() => {
        inFlight.current = null;
      });
    inFlight.current = running;
    return running;
  };

  return {
    note,
    isDirty,
    /** Another producer's save that refused this one. */
    conflict,
    status: (save.isPending
      ? 'saving'
      : save.isSuccess && !isDirty
        ? 'saved'
        : null) as CallSaveStatus,
    setNote: setDraft,
    saveNote,
    setState: (state: CallState) => save.mutate({ state, note }),
    /** Takes the other save as the call's version, keeping the typed note to save over it. */
    takeTheirs: () => {
      if (!conflict) return;
      putCall(queryClient, conflict);
      setConflict(null);
      if (draft === conflict.note) setDraft(null);
    },
  };
}
