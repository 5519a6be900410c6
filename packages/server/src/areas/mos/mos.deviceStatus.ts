import type { DeviceStatus } from '@newsroom/domain';
import { emit } from '../../platform/realtime/outbox';
import type { MosContext } from './mos.context';
import { disabledStatus, tcpReachable } from './mos.links';
import { mosStatusesRepository } from './mos.statuses.repository';
import { mosRepository } from './mos.repository';
import { notFound } from '../../platform/http/refusals';

/**
 * Devices' connection statuses: stored and pushed on topic `devices` by the device's leader,
 * listed by any instance, and tried on demand.
 */

/** Each replication's status writes, one after another: a later status never lands first. */
const writes = new WeakMap<MosContext, Promise<void>>();

/** Stores and pushes a device's status (topic devices, entity device_status). */
export function publishDeviceStatus(ctx: MosContext, status: DeviceStatus): void {
  if (ctx.isStopped()) return;
  const write = () =>
    ctx.platform.database.db
      .transaction(async (tx) => {
        await mosStatusesRepository.write(tx, status);
        await emit(tx, null, {
          topic: 'devices',
          action: 'UPDATE',
          entity: 'device_status',
          id: status.deviceId,
          data: status,
        });
      })
      .catch((err: unknown) => ctx.log.warn({ err }, 'MOS device status push failed'));
  writes.set(ctx, (writes.get(ctx) ?? Promise.resolve()).then(write));
}

/**
 * GET /devices/status: every MOS device's connection, live for the devices led here, as its
 * leader stored it for the others (disabled ones as disabled; an enabled one no leader reported
 * yet as disconnected).
 */
export async function deviceStatuses(ctx: MosContext): Promise<DeviceStatus[]> {
  const db = ctx.platform.database.db;
  const devices = await mosRepository.mosDevices(db);
  const stored = await mosStatusesRepository.of(
    db,
    devices.filter((d) => d.enabled).map((d) => d.id),
  );
  return devices.map((d) => {
    if (!d.enabled) return disabledStatus(d.id);
    if (ctx.leads(d.id)) return ctx.links.status(d.id);
    return stored.get(d.id) ?? { ...disabledStatus(d.id), primary: 'disconnected' };
  });
}

/** POST /devices/{id}/test: MOS devices answer reqMachInfo, II and WS devices a TCP connection. */
export async function testDevice(ctx: MosContext, deviceId: number): Promise<DeviceStatus> {
  const device = await mosRepository.device(ctx.platform.database.db, deviceId);
  if (!device) throw notFound();
  if (device.protocol === 'MOS') {
    const status = await ctx.links.probe(device);
    publishDeviceStatus(ctx, status);
    return status;
  }
  let host = device.host;
  let port = device.port;
  if (device.protocol === 'WS' && device.webServiceUrl) {
    try {
      const url = new URL(device.webServiceUrl);
      host = url.hostname;
      port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
    } catch {
      port = null;
    }
  }
  const ok =
    host !== '' && port !== null && (await tcpReachable(host, port, ctx.settings.timeoutMs));
  return {
    deviceId,
    primary: ok ? 'connected' : 'disconnected',
    secondary: 'disabled',
    machineInfo: null,
    lastSeenAt: ok ? ctx.platform.clock().toISOString() : null,
  };
}
