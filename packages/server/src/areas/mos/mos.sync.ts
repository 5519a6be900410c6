import type { RundownId } from '@newsroom/domain';
import {
  applyMosOperations,
  diffRunningOrders,
  runningOrderIdOf,
  type MosRunningOrder,
} from '@newsroom/domain';
import type { DeviceRow } from '../devices/devices.repository';
import { acknowledged, failed, unknownCopy } from './mos.copies';
import type { MosContext } from './mos.context';
import { MosUnreachable } from './mos.links';
import { loadRundown } from './mos.load';
import { expectAck, mosTypes, sendOperation, toRunningOrder } from './mos.messages';
import { mosRepository } from './mos.repository';
import { publishRundownState } from './mos.state';

/**
 * Sending running orders: whole (roCreate / roReplace), off a device (roDelete), and the sync of
 * an enabled rundown — it loads the rundown, diffs it with the running order each device
 * acknowledged last and sends the difference, one message at a time.
 */

/** Sends the whole running order: roCreate, or roReplace when the device already has it (or the reverse). */
export async function sendWhole(
  ctx: MosContext,
  device: DeviceRow,
  ro: MosRunningOrder,
  first: 'create' | 'replace',
): Promise<void> {
  const message = toRunningOrder(ro);
  const create = async () =>
    expectAck(await ctx.links.send(device.id, (d) => d.sendCreateRunningOrder(message)));
  const replace = async () =>
    expectAck(await ctx.links.send(device.id, (d) => d.sendReplaceRunningOrder(message)));
  try {
    await (first === 'create' ? create() : replace());
  } catch (err) {
    if (err instanceof MosUnreachable) throw err;
    await (first === 'create' ? replace() : create());
  }
}

/** roDelete of a running order. */
export async function sendDelete(ctx: MosContext, device: DeviceRow, roId: string): Promise<void> {
  expectAck(
    await ctx.links.send(device.id, (d) =>
      d.sendDeleteRunningOrder(mosTypes.mosString128.create(roId)),
    ),
  );
}

/** Takes the rundown's running order off these devices and any other led here that holds it. */
async function deleteEverywhere(
  ctx: MosContext,
  rundownId: RundownId,
  devices: DeviceRow[],
): Promise<void> {
  const copies = ctx.copies.find(rundownId);
  const db = ctx.platform.database.db;
  const ids = new Set([...devices.map((d) => d.id), ...(copies?.keys() ?? [])]);
  for (const id of ids) {
    const device = devices.find((d) => d.id === id) ?? (await mosRepository.device(db, id));
    if (device) await sendDelete(ctx, device, runningOrderIdOf(rundownId)).catch(() => undefined);
  }
  await ctx.copies.forget(rundownId);
}

/**
 * Brings every device of an enabled rundown that this instance leads up to date with the minimal
 * messages; a device out of sync (or whose copy is unknown) gets the whole running order. Every
 * change of a copy is stored (mos.copies). Answers whether a device is still out of sync (the
 * caller tries again later).
 */
export async function syncRundown(ctx: MosContext, rundownId: RundownId): Promise<boolean> {
  if (!ctx.enabled.has(rundownId)) return false;
  const loaded = await loadRundown(ctx.platform, rundownId);
  const led = (loaded?.devices ?? []).filter((d) => ctx.leads(d.id));
  if (!loaded || !loaded.mosEnabled) {
    // Switched off or removed by another path: take the running order off the devices.
    await deleteEverywhere(ctx, rundownId, led);
    ctx.enabled.delete(rundownId);
    if (loaded) await publishRundownState(ctx, rundownId, loaded);
    return false;
  }
  const copies = ctx.copies.of(rundownId);
  let changed = false;
  for (const [deviceId, copy] of [...copies]) {
    if (loaded.devices.some((d) => d.id === deviceId)) continue;
    // No longer a device of the program: take the running order off it.
    const device = await mosRepository.device(ctx.platform.database.db, deviceId);
    if (device && copy.inSync)
      await sendDelete(ctx, device, runningOrderIdOf(rundownId)).catch(() => undefined);
    await ctx.copies.remove(rundownId, deviceId);
    changed = true;
  }
  await Promise.all(
    led.map(async (device) => {
      // Just dialled (a new leader): the sync that follows its connection sends what it lacks.
      if (ctx.links.isDialling(device.id)) return;
      const ro = loaded.runningOrderFor(device);
      let copy = copies.get(device.id);
      if (!copy) {
        copy = unknownCopy();
        copies.set(device.id, copy);
      }
      try {
        if (copy.ro === null || !copy.inSync) {
          await sendWhole(ctx, device, ro, 'replace');
          acknowledged(copy, ro, ctx.platform.clock());
          changed = true;
          await ctx.copies.keep(rundownId, device.id, copy);
          return;
        }
        const operations = diffRunningOrders(copy.ro, ro);
        for (const op of operations) {
          expectAck(await ctx.links.send(device.id, (d) => sendOperation(d, ro.roId, op)));
          acknowledged(copy, applyMosOperations(copy.ro!, [op]), ctx.platform.clock());
          changed = true;
          await ctx.copies.keep(rundownId, device.id, copy);
        }
      } catch (err) {
        failed(copy, device, err, ctx.log);
        changed = true;
        await ctx.copies.keep(rundownId, device.id, copy);
      }
    }),
  );
  if (changed) await publishRundownState(ctx, rundownId, loaded);
  return led.some((device) => !copies.get(device.id)?.inSync);
}
