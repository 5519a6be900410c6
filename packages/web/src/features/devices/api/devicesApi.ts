import {
  deviceSchema,
  deviceSummarySchema,
  type Device,
  type DeviceInput,
  type DeviceSummary,
} from '@newsroom/domain';
import { apiRequest } from '../../../shared/api';

/** Cache key of every device (the admin list; filtered and paged in the browser). */
export const DEVICES_KEY = ['devices', 'list'] as const;
/** Prefix of the cache keys of the pickers (CGs, MAMs, playouts). */
export const DEVICE_PICKERS_KEY = ['devices', 'picker'] as const;
/** Cache key of one device in full. */
export function deviceKey(id: number) {
  return ['devices', 'one', id] as const;
}

/** Which picker: enabled CGs, asset managers, or playouts and teleprompters. */
export type DevicePicker = 'cgs' | 'mams' | 'playouts';

/** GET /api/devices (ROLE_ADMIN_READ): every device by name. */
export function fetchDevices(): Promise<DeviceSummary[]> {
  return apiRequest('/api/devices', { schema: deviceSummarySchema.array() });
}

/** GET /api/devices/{cgs|mams|playouts}: the enabled devices of a kind. */
export function fetchDevicePicker(picker: DevicePicker): Promise<DeviceSummary[]> {
  return apiRequest(`/api/devices/${picker}`, { schema: deviceSummarySchema.array() });
}

/** GET /api/devices/{id}: a device with its templates. */
export function fetchDevice(id: number): Promise<Device> {
  return apiRequest(`/api/devices/${id}`, { schema: deviceSchema });
}

/** POST /api/devices. */
export function createDevice(input: DeviceInput): Promise<Device> {
  return apiRequest('/api/devices', { method: 'POST', json: input, schema: deviceSchema });
}

/** PUT /api/devices/{id} with the version loaded (templates are replaced). */
export function updateDevice(
  id: number,
  input: DeviceInput & { version: number },
): Promise<Device> {
  return apiRequest(`/api/devices/${id}`, { method: 'PUT', json: input, schema: deviceSchema });
}

/** DELETE /api/devices/{id} (422 device:linkedToProgram while a program uses it). */
export function deleteDevice(id: number): Promise<void> {
  return apiRequest(`/api/devices/${id}`, { method: 'DELETE' });
}
