import type { RundownId } from '@newsroom/domain';
import { runningOrderIdOf, type MosAction, type MosActionResult } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { DeviceRow } from '../devices/devices.repository';
import { mutateRundowns } from '../rundowns/rundowns.mutation';
import { rundownsRepository } from '../rundowns/rundowns.repository';
import {
  accessibleProgram,
  byRundown,
  editable,
  publishRundown,
} from '../rundowns/rundowns.shared';
import { acknowledged, failed, unknownCopy } from './mos.copies';
import type { DeviceAction, MosContext } from './mos.context';
import { MosUnreachable } from './mos.links';
import { loadRundown, type LoadedRundown } from './mos.load';
import { expectAck, readyToAir } from './mos.messages';
import { publishRundownState } from './mos.state';
import { sendDelete, sendWhole } from './mos.sync';
import { notFound } from '../../platform/http/refusals';

/**
 * POST /rundowns/{id}/mos/{action}: enable (roCreate), disable (roDelete), ready (roReadyToAir),
 * replace (roReplace). Runs on any instance: each device's part runs where that device's leader
 * is (DeviceAction). Answers which devices acknowledged and which did not in time.
 */
export async function runMosAction(
  ctx: MosContext,
  actor: Actor,
  rundownId: RundownId,
  action: MosAction,
): Promise<MosActionResult> {
  const db = ctx.platform.database.db;
  // Access first (404 / 403 / 422 before anything is sent), then each device's part.
  if (action === 'enable') await setMosFlag(ctx, actor, rundownId, true);
  else if (action === 'disable') {
    // Out of the replicated set before the flag's own event arrives: no sync here races the roDelete.
    const wasEnabled = ctx.enabled.delete(rundownId);
    try {
      await setMosFlag(ctx, actor, rundownId, false);
    } catch (err) {
      if (wasEnabled) ctx.enabled.add(rundownId);
      throw err;
    }
  } else {
    const row = await rundownsRepository.findRundown(db, rundownId);
    if (!row) throw notFound();
    await accessibleProgram(db, actor, row.programId);
  }
  ctx.busy.add(rundownId);
  const loaded = await loadRundown(ctx.platform, rundownId);
  if (!loaded) throw notFound();
  await publishRundownState(ctx, rundownId, loaded);
  try {
    if (action !== 'disable' && !loaded.mosEnabled) return { devices: [], unreachable: [] };
    return await eachDevice(ctx, loaded.devices, (device) =>
      ctx.onDevice({ rundownId, deviceId: device.id, action }, device.name),
    );
  } finally {
    ctx.busy.delete(rundownId);
    await publishRundownState(ctx, rundownId, loaded);
  }
}

/** An action's part on one device, on that device's leader, in the rundown's queue. */
export function runOnDevice(ctx: MosContext, part: DeviceAction): Promise<null> {
  const { rundownId, deviceId, action } = part;
  return ctx.queue.run(rundownId, async () => {
    // Let go meanwhile: its next leader holds what it acknowledged; nothing is sent from here.
    if (!ctx.leads(deviceId)) throw new MosUnreachable('not led here');
    const loaded = await loadRundown(ctx.platform, rundownId);
    if (!loaded) throw notFound();
    const device = loaded.devices.find((d) => d.id === deviceId);
    if (!device) throw new MosUnreachable('not a device of the rundown');
    await perform(ctx, loaded, device, action);
    await publishRundownState(ctx, rundownId, loaded);
    return null;
  });
}

/** Sets rundowns.mos_enabled (a rundowns event; a log line unless the automatic switch-off). */
async function setMosFlag(
  ctx: MosContext,
  actor: Actor,
  rundownId: RundownId,
  enabled: boolean,
): Promise<void> {
  await mutateRundowns(ctx.platform, actor, byRundown(rundownId), async (m) => {
    const rundown = enabled ? editable(m, rundownId) : m.get(rundownId).rundown;
    if (rundown.mosEnabled === enabled) return;
    await rundownsRepository.updateRundown(m.tx, rundownId, { mosEnabled: enabled });
    // The automatic switch-off is no user's change: it leaves no log line.
    if (actor.userId > 0) {
      await m.log(rundownId, {
        action: 'update',
        entity: 'rundown',
        entityId: rundownId,
        label: null,
        details: { fields: ['mosEnabled'] },
      });
    }
    await publishRundown(m, rundownId, { rundown: true });
  });
}

/** Sends the action's message to one device. */
async function perform(
  ctx: MosContext,
  loaded: LoadedRundown,
  device: DeviceRow,
  action: MosAction,
): Promise<void> {
  const rundownId = loaded.rundownId;
  const roId = runningOrderIdOf(rundownId);
  if (action === 'disable') {
    // A device that answers, even refusing (it no longer has the running order), took part.
    try {
      await sendDelete(ctx, device, roId).catch((err: unknown) => {
        if (err instanceof MosUnreachable) throw err;
      });
    } finally {
      await ctx.copies.remove(rundownId, device.id);
      ctx.enabled.delete(rundownId);
    }
    return;
  }
  if (!loaded.mosEnabled) return;
  ctx.enabled.add(rundownId);
  if (action === 'ready') {
    expectAck(await ctx.links.send(device.id, (d) => readyToAir(d, roId)));
    return;
  }
  const copies = ctx.copies.of(rundownId);
  const copy = copies.get(device.id) ?? unknownCopy();
  copies.set(device.id, copy);
  const ro = loaded.runningOrderFor(device);
  try {
    await sendWhole(ctx, device, ro, action === 'enable' ? 'create' : 'replace');
    acknowledged(copy, ro, ctx.platform.clock());
  } catch (err) {
    failed(copy, device, err, ctx.log);
    throw err;
  } finally {
    await ctx.copies.keep(rundownId, device.id, copy);
  }
}

/** Runs one message per device in parallel; sorts device names into acknowledged and unreachable. */
async function eachDevice(
  ctx: MosContext,
  devices: DeviceRow[],
  send: (device: DeviceRow) => Promise<unknown>,
): Promise<MosActionResult> {
  const outcomes = await Promise.allSettled(devices.map((device) => send(device)));
  const result: MosActionResult = { devices: [], unreachable: [] };
  outcomes.forEach((outcome, index) => {
    const name = devices[index]!.name;
    if (outcome.status === 'fulfilled') result.devices.push(name);
    else {
      result.unreachable.push(name);
      ctx.log.warn({ err: String(outcome.reason), device: name }, 'MOS action failed on a device');
    }
  });
  return result;
}
