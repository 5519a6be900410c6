import { useCallback, useEffect, useState } from 'react';
import type { Assignment, LockView } from '@newsroom/domain';
import { isApiError } from '../../../shared/api';
import { notifyFailure } from '../../../shared/notifications';
import { fetchAssignment, loadAssignmentForEdit } from '../api/assignmentsApi';

/** Why a loaded guideline is shown read-only. */
export type ReadOnlyReason = 'lockedByOther' | 'finished' | null;

/** The guideline an editor works on. */
export type GuidelineLoad =
  | { status: 'loading' }
  | { status: 'failed' }
  | {
      status: 'ready';
      assignment: Assignment;
      lock: LockView | null;
      lockedTo: string | null;
      readOnly: ReadOnlyReason;
    };

function nicknameIn(details: unknown): string | null {
  if (typeof details !== 'object' || details === null) return null;
  const nickname = (details as Record<string, unknown>).nickname;
  return typeof nickname === 'string' ? nickname : null;
}

/**
 * Loads a guideline for edit with its lock. Someone else's lock (412) or a finished guideline
 * locked by the configuration (422 `assignment:finishedLocked`) still shows it, read-only.
 */
export function useGuidelineLoad(assignmentId: number | null): {
  load: GuidelineLoad;
  reload: (takeOver: boolean) => Promise<void>;
} {
  const [load, setLoad] = useState<GuidelineLoad>({ status: 'loading' });
  const reload = useCallback(
    async (takeOver: boolean) => {
      if (assignmentId === null) return;
      try {
        const answer = await loadAssignmentForEdit(assignmentId, takeOver);
        setLoad({
          status: 'ready',
          assignment: answer.assignment,
          lock: answer.lock,
          lockedTo: null,
          readOnly: null,
        });
      } catch (error) {
        const readOnly: ReadOnlyReason =
          isApiError(error) && error.status === 412
            ? 'lockedByOther'
            : isApiError(error) && error.status === 422
              ? 'finished'
              : null;
        if (readOnly === null) {
          notifyFailure(error, 'load');
          setLoad({ status: 'failed' });
          return;
        }
        if (readOnly === 'finished') notifyFailure(error, 'load');
        try {
          const assignment = await fetchAssignment(assignmentId);
          setLoad({
            status: 'ready',
            assignment,
            lock: null,
            lockedTo:
              readOnly === 'lockedByOther'
                ? nicknameIn(isApiError(error) ? error.details : null)
                : null,
            readOnly,
          });
        } catch (loadError) {
          notifyFailure(loadError, 'load');
          setLoad({ status: 'failed' });
        }
      }
    },
    [assignmentId],
  );
  useEffect(() => {
    void reload(false);
  }, [reload]);
  return { load, reload };
}
