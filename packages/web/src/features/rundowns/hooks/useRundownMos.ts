import type { RundownId } from '@newsroom/domain';
import { useCallback, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  rundownMosStateSchema,
  type MosAction,
  type MosActionResult,
  type RealtimeEvent,
  type RundownMosState,
} from '@newsroom/domain';
import { notify, translateText } from '../../../shared/notifications';
import { useTopic } from '../../../shared/realtime';
import { fetchRundownMos, rundownMosKey, runMosAction } from '../api/mosApi';
import { notifyRundownFailure } from './rundownFailure';

/** Topic entity of the pushed MOS state of a rundown (topic `rundowns`, id = rundown id). */
export const RUNDOWN_MOS_ENTITY = 'rundown_mos';

/** What {@link useRundownMos} hands the MOS controls. */
export interface RundownMos {
  /** The live MOS state; undefined until loaded (or when it cannot be read). */
  state: RundownMosState | undefined;
  /** The action this browser is running, if any. */
  running: MosAction | null;
  /** Runs one action and tells the user its result; resolves when it is over. */
  run: (action: MosAction) => Promise<void>;
}

/** The MOS state carried by a pushed event for `rundownId`, or null when the event is another one. */
export function mosStateOf(event: RealtimeEvent, rundownId: RundownId): RundownMosState | null {
  if (event.topic !== 'rundowns' || event.entity !== RUNDOWN_MOS_ENTITY) return null;
  const parsed = rundownMosStateSchema.safeParse(event.data);
  return parsed.success && parsed.data.rundownId === rundownId ? parsed.data : null;
}

/**
 * Tells the result of a MOS action (spec 1 §4, §8): success with the count and names of the
 * devices that took it, info when there were none, and the `device:unreachable` warning naming
 * those that did not answer in time.
 */
export function notifyMosResult(action: MosAction, result: MosActionResult): void {
  const { devices, unreachable } = result;
  if (devices.length === 0 && unreachable.length === 0) {
    notify({ kind: 'info', title: translateText({ key: 'rundown:mos.noDevices' }) });
    return;
  }
  if (devices.length > 0) {
    notify({
      kind: 'success',
      title: translateText({
        key: `rundown:mos.done.${action}`,
        values: { count: devices.length },
      }),
      description: devices.join(', '),
    });
  }
  if (unreachable.length > 0) {
    notify({
      kind: 'warning',
      title: translateText({ key: 'device:unreachable', fallbackKey: 'rundown:mos.unreachable' }),
      description: unreachable.join(', '),
    });
  }
}

/**
 * A rundown's MOS state, live (GET /api/rundowns/{id}/mos, then the `rundown_mos` pushes on the
 * `rundowns` topic), and its actions enable, disable, notify ready and replace.
 */
export function useRundownMos(rundownId: RundownId): RundownMos {
  const queryClient = useQueryClient();
  const [running, setRunning] = useState<MosAction | null>(null);
  const query = useQuery({
    queryKey: rundownMosKey(rundownId),
    queryFn: () => fetchRundownMos(rundownId),
    // The toolbar still works from the rundown's own flag when the state cannot be read.
    meta: { isSilent: true },
  });

  const handleEvent = useCallback(
    (event: RealtimeEvent) => {
      const state = mosStateOf(event, rundownId);
      if (state) queryClient.setQueryData(rundownMosKey(rundownId), state);
    },
    [queryClient, rundownId],
  );
  useTopic('rundowns', handleEvent);

  const run = useCallback(
    async (action: MosAction) => {
      setRunning(action);
      try {
        notifyMosResult(action, await runMosAction(rundownId, action));
      } catch (error) {
        // MOS actions warn instead of erring (spec 1 §8).
        notifyRundownFailure(error, 'actionFailed', { isWarning: true });
      } finally {
        setRunning(null);
        // The pushes normally bring the new state; a reload covers a missed one.
        void queryClient.invalidateQueries({ queryKey: rundownMosKey(rundownId), exact: true });
      }
    },
    [queryClient, rundownId],
  );

  return { state: query.data, running, run };
}
