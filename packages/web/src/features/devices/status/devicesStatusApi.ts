import { z } from 'zod';
import { deviceStatusSchema, type DeviceStatus } from '@newsroom/domain';
import { apiRequest } from '../../../shared/api';

/** Cache key of the devices' connection statuses. */
export const DEVICE_STATUSES_KEY = ['deviceStatuses'] as const;

/** Topic entity of a pushed connection status (topic `devices`). */
export const DEVICE_STATUS_ENTITY = 'device_status';

const statusesSchema = z.array(deviceStatusSchema);

/** GET /api/devices/status: every device's connection status. */
export function fetchDeviceStatuses(): Promise<DeviceStatus[]> {
  return apiRequest('/api/devices/status', { schema: statusesSchema });
}
