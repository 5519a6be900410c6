import type { RundownId } from '@newsroom/domain';
import type { RundownMosState, RunningOrderDeviceState } from '@newsroom/domain';
import { emit } from '../../platform/realtime/outbox';
import type { DeviceCopy } from './mos.copies';
import type { MosContext } from './mos.context';
import type { LoadedRundown } from './mos.load';

/** A rundown's MOS state: whether MOS is on, whether an action runs, how each device holds it. */
export function rundownState(ctx: MosContext, loaded: LoadedRundown): RundownMosState {
  const copies = ctx.copies.find(loaded.rundownId) ?? new Map<number, DeviceCopy>();
  const devices: RunningOrderDeviceState[] = loaded.devices.map((device) => {
    const copy = copies.get(device.id);
    const check =
      copy?.inSync && loaded.mosEnabled
        ? 'EXIST'
        : ctx.links.isConnected(device.id)
          ? 'CAN_CREATE'
          : 'CANT_CREATE';
    return {
      deviceId: device.id,
      name: device.name,
      check,
      lastAckAt: copy?.lastAckAt ?? null,
      error: copy?.error ?? null,
    };
  });
  return {
    rundownId: loaded.rundownId,
    mosEnabled: loaded.mosEnabled,
    busy: ctx.busy.has(loaded.rundownId),
    devices,
  };
}

/** Pushes the rundown's MOS state (topic rundowns, entity rundown_mos) to its program's groups. */
export async function publishRundownState(
  ctx: MosContext,
  rundownId: RundownId,
  loaded: LoadedRundown,
): Promise<void> {
  const state = rundownState(ctx, loaded);
  try {
    await ctx.platform.database.db.transaction(async (tx) => {
      await emit(tx, null, {
        topic: 'rundowns',
        action: 'UPDATE',
        entity: 'rundown_mos',
        id: rundownId,
        data: state,
        audience: { programGroupIds: loaded.groupIds },
      });
    });
  } catch (err) {
    ctx.log.warn({ err, rundownId }, 'MOS state push failed');
  }
}
