/**
 * Devices' live connection status (issue 9): `useDeviceStatuses()` gives every device's status
 * by id (GET /api/devices/status, then `device_status` pushes on the `devices` topic) and
 * `<DeviceStatusBadge status={statuses.get(device.id)} />` shows one.
 */
export { useDeviceStatuses, withStatusEvent } from './useDeviceStatuses';
export { DeviceStatusBadge, CONNECTION_BADGE } from './DeviceStatusBadge';
export type { DeviceStatusBadgeProps } from './DeviceStatusBadge';
export { DEVICE_STATUSES_KEY, fetchDeviceStatuses } from './devicesStatusApi';
