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

export async function clearOnAir(m: Mutation, rundownId: number): Promise<void> {
  await rundownsRepository.updateRundown(m.tx, rundownId, { ...OFF_AIR });
  await m.publish(rundownId, {
    topic: 'rundowns',
    action: 'PATCH',
    entity: 'rundown',
    id: rundownId,
    data: { id: rundownId, field: 'onAir', value: null },
  });
}

async function setOnAir(
  m: Mutation,
  rundownId: number,
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
  const value = { entity, id, start: m.now.toISOString(), totalMs };
  await m.publish(rundownId, {
    topic: 'rundowns',
    action: 'PATCH',
    entity: 'rundown',
    id: rundownId,
    data: { id: rundownId, field: 'onAir', value },
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

/** Keeps the rundown's on-air marker in step with an item's new status. */
export async function trackOnAir(
  m: Mutation,
  rundown: Rundown,
  entity: 'block' | 'story',
  id: number,
  status: DisplayStatus,
  totalMs: number,
): Promise<void> {
  if (status === 'play') await setOnAir(m, rundown.id, entity, id, totalMs);
  else if (rundown.onAir?.entity === entity && rundown.onAir.id === id)
    await clearOnAir(m, rundown.id);
}
