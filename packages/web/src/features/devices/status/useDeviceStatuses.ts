import { useCallback, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { deviceStatusSchema, type DeviceStatus, type RealtimeEvent } from '@newsroom/domain';
import { useTopic } from '../../../shared/realtime';
import { DEVICE_STATUSES_KEY, DEVICE_STATUS_ENTITY, fetchDeviceStatuses } from './devicesStatusApi';

/** The statuses after one pushed event of the `devices` topic (unchanged when it is not about status). */
export function withStatusEvent(statuses: DeviceStatus[], event: RealtimeEvent): DeviceStatus[] {
  if (event.topic !== 'devices') return statuses;
  if (event.entity === 'device' && event.action === 'DELETE') {
    const id = typeof event.id === 'number' ? event.id : Number(event.id);
    return statuses.filter((status) => status.deviceId !== id);
  }
  if (event.entity !== DEVICE_STATUS_ENTITY) return statuses;
  const parsed = deviceStatusSchema.safeParse(event.data);
  if (!parsed.success) return statuses;
  const status = parsed.data;
  return statuses.some((s) => s.deviceId === status.deviceId)
    ? statuses.map((s) => (s.deviceId === status.deviceId ? status : s))
    : [...statuses, status];
}

/**
 * Every device's connection status by device id, live: GET /api/devices/status, then the
 * `device_status` pushes of the `devices` topic. A device absent from the map has no status yet.
 */
export function useDeviceStatuses(): ReadonlyMap<number, DeviceStatus> {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: DEVICE_STATUSES_KEY,
    queryFn: fetchDeviceStatuses,
    // A status is an extra beside the device lists, which report their own failures.
    meta: { isSilent: true },
  });
  const handleEvent = useCallback(
    (event: RealtimeEvent) => {
      const current = queryClient.getQueryData<DeviceStatus[]>(DEVICE_STATUSES_KEY);
      if (!current) return;
      const next = withStatusEvent(current, event);
      if (next !== current) queryClient.setQueryData(DEVICE_STATUSES_KEY, next);
    },
    [queryClient],
  );
  useTopic('devices', handleEvent);
  const data = query.data;
  return useMemo(() => new Map((data ?? []).map((status) => [status.deviceId, status])), [data]);
}
