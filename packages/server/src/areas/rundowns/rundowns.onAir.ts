import type { RundownId } from '@newsroom/domain';
import type { DisplayStatus, Rundown } from '@newsroom/domain';
import type { Mutation } from './rundowns.mutation';
import { rundownsRepository } from './rundowns.repository';

/** Display status of blocks and stories and the rundown's on-air marker. */

/** The rundown columns of "nothing on air". */
export const OFF_AIR = {
  onAirEntity: null,
  onAirId: null,
  onAirStart: null,
  onAirTotalMs: null,
} as const;

/**
 * Clears the on-air marker. It publishes nothing: every event of one mutation carries the same
 * rundown version and browsers apply one event per version, so a caller whose change moved the
 * marker publishes the whole rundown (publishRundown) instead of its usual event.
 */
export async function clearOnAir(m: Mutation, rundownId: RundownId): Promise<void> {
  await rundownsRepository.updateRundown(m.tx, rundownId, { ...OFF_AIR });
}

async function setOnAir(
  m: Mutation,
  rundownId: RundownId,
  entity: 'block' | 'story',
  id: number,
  totalMs: number,
): Promise<void> {
  await rundownsRepository.updateRundown(m.tx, rundownId, {
    onAirEntity: entity,
    onAirId: id,
    onAirStart: m.now,
    onAirTotalMs: totalMs,
  });
}

/** Times written with a display status: play stamps playTime, stop stamps stopTime, blank clears both. */
export function statusValues(
  status: DisplayStatus,
  now: Date,
  current: { playTime: string | null },
) {
  if (status === 'play') return { displayStatus: status, playTime: now, stopTime: null };
  if (status === 'stop')
    return {
      displayStatus: status,
      playTime: current.playTime ? new Date(current.playTime) : null,
      stopTime: now,
    };
  return { displayStatus: status, playTime: null, stopTime: null };
}

/**
 * Keeps the rundown's on-air marker in step with an item's new status; answers whether the
 * marker changed (the caller then publishes the whole rundown, see clearOnAir).
 */
export async function trackOnAir(
  m: Mutation,
  rundown: Rundown,
  entity: 'block' | 'story',
  id: number,
  status: DisplayStatus,
  totalMs: number,
): Promise<boolean> {
  if (status === 'play') await setOnAir(m, rundown.id, entity, id, totalMs);
  else if (rundown.onAir?.entity === entity && rundown.onAir.id === id)
    await clearOnAir(m, rundown.id);
  else return false;
  return true;
}
