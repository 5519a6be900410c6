import type { RundownId } from '@newsroom/domain';
import type { RundownMosState, RunningOrderDeviceState } from '@newsroom/domain';
import { emit } from '../../platform/realtime/outbox';
import type { MosContext } from './mos.context';
import { mosCopiesRepository } from './mos.copies.repository';
import type { LoadedRundown } from './mos.load';
import { mosStatusesRepository } from './mos.statuses.repository';

/**
 * A rundown's MOS state: whether MOS is on, whether an action runs, how each device holds it.
 * Read from the tables (what each device holds, its connection; live for a device led here), so
 * any instance answers it whichever instances lead the devices; `busy` is this instance's own
 * actions.
 */
export async function rundownState(
  ctx: MosContext,
  loaded: LoadedRundown,
): Promise<RundownMosState> {
  const db = ctx.platform.database.db;
  const ids = loaded.devices.map((d) => d.id);
  const copies = new Map(
    (await mosCopiesRepository.ofRundown(db, loaded.rundownId)).map((copy) => [
      copy.deviceId,
      copy,
    ]),
  );
  const statuses = await mosStatusesRepository.of(db, ids);
  const devices: RunningOrderDeviceState[] = loaded.devices.map((device) => {
    const copy = copies.get(device.id);
    const status = ctx.leads(device.id) ? ctx.links.status(device.id) : statuses.get(device.id);
    const connected = status?.primary === 'connected' || status?.secondary === 'connected';
    const check =
      copy?.inSync && loaded.mosEnabled ? 'EXIST' : connected ? 'CAN_CREATE' : 'CANT_CREATE';
    return {
      deviceId: device.id,
      name: device.name,
      check,
      lastAckAt: copy?.lastAckAt?.toISOString() ?? null,
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
  try {
    const state = await rundownState(ctx, loaded);
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
