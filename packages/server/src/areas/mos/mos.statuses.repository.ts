import { inArray } from 'drizzle-orm';
import type { DeviceStatus } from '@newsroom/domain';
import type { Executor } from '../../platform/db/client';
import { mosDeviceStatuses } from '../../platform/db/schema';

/** Devices' connection statuses as their leaders saw them last (mos_device_statuses). */
export const mosStatusesRepository = {
  async write(db: Executor, status: DeviceStatus): Promise<void> {
    await db
      .insert(mosDeviceStatuses)
      .values({ deviceId: status.deviceId, status })
      .onConflictDoUpdate({ target: mosDeviceStatuses.deviceId, set: { status } });
  },

  /** The statuses of these devices, by device id. */
  async of(db: Executor, deviceIds: readonly number[]): Promise<Map<number, DeviceStatus>> {
    if (deviceIds.length === 0) return new Map();
    const rows = await db
      .select()
      .from(mosDeviceStatuses)
      .where(inArray(mosDeviceStatuses.deviceId, [...deviceIds]));
    return new Map(rows.map((row) => [row.deviceId, row.status]));
  },
};
