import { useQueryClient } from '@tanstack/react-query';
import { deviceSummarySchema, type DeviceSummary, type RealtimeEvent } from '@newsroom/domain';
import { realtime, useTopic } from '../../../shared/realtime';
import { DEVICE_PICKERS_KEY, DEVICES_KEY, deviceKey } from '../api/devicesApi';
import { withCreatedDevice, withoutDevice, withUpdatedDevice } from '../api/deviceList';

/** The `device` events of `/topic/devices` (status events of the MOS connections are ignored). */
const DEVICE_ENTITY = 'device';

/**
 * Keeps the cached device list, the pickers and a device in full in step with other
 * administrators' changes. Only mounted for users allowed to hear `devices` (rundown read):
 * the server closes the socket of a forbidden subscription.
 */
export function useDevicesLive(): void {
  const queryClient = useQueryClient();
  useTopic('devices', (event: RealtimeEvent) => {
    if (event.entity !== DEVICE_ENTITY) return;
    void queryClient.invalidateQueries({ queryKey: DEVICE_PICKERS_KEY });
    const id = Number(event.id);
    void queryClient.invalidateQueries({ queryKey: deviceKey(id) });
    if (event.action === 'DELETE') {
      // This session's own removal was applied when its call succeeded.
      if (!realtime.isOwnEcho(event))
        queryClient.setQueryData<DeviceSummary[]>(DEVICES_KEY, (all) => withoutDevice(all, id));
      return;
    }
    const parsed = deviceSummarySchema.safeParse(event.data);
    if (!parsed.success) return;
    queryClient.setQueryData<DeviceSummary[]>(DEVICES_KEY, (all) =>
      event.action === 'CREATE'
        ? withCreatedDevice(all, parsed.data)
        : withUpdatedDevice(all, parsed.data),
    );
  });
}
