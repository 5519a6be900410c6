import type { DeviceStatus } from '@newsroom/domain';
import { emit } from '../../platform/realtime/outbox';
import type { MosContext } from './mos.context';
import { tcpReachable } from './mos.links';
import { mosRepository } from './mos.repository';
import { notFound } from '../../platform/http/refusals';

/** Devices' connection statuses: listed, pushed on topic `devices`, and tried on demand. */

/** Pushes a device's status (topic devices, entity device_status). */
export function publishDeviceStatus(ctx: MosContext, status: DeviceStatus): void {
  if (ctx.isStopped()) return;
  ctx.platform.database.db
    .transaction(async (tx) => {
      await emit(tx, null, {
        topic: 'devices',
        action: 'UPDATE',
        entity: 'device_status',
        id: status.deviceId,
        data: status,
      });
    })
    .catch((err: unknown) => ctx.log.warn({ err }, 'MOS device status push failed'));
}

/** GET /devices/status: every MOS device's connection (disabled ones as disabled). */
export async function deviceStatuses(ctx: MosContext): Promise<DeviceStatus[]> {
  const devices = await mosRepository.mosDevices(ctx.platform.database.db);
  return devices.map((d) => ctx.links.status(d.id));
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
