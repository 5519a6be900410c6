import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeviceInput, DeviceSummary } from '@newsroom/domain';
import {
  createDevice,
  deleteDevice,
  DEVICE_PICKERS_KEY,
  DEVICES_KEY,
  deviceKey,
  updateDevice,
} from '../api/devicesApi';
import { summaryOf, withCreatedDevice, withoutDevice, withUpdatedDevice } from '../api/deviceList';

/** A device to save: new (no id) or an update of a loaded one. */
export interface DeviceSave {
  id: number | null;
  version: number | null;
  input: DeviceInput;
}

/**
 * Create, update and delete of devices, applying each result to the cached list with the admin
 * list rules (spec 3 §4). Failures are reported by the caller, so the mutations are silent for
 * the global handler.
 */
export function useDeviceMutations() {
  const queryClient = useQueryClient();
  const patchList = (change: (all: DeviceSummary[] | undefined) => DeviceSummary[] | undefined) => {
    queryClient.setQueryData<DeviceSummary[]>(DEVICES_KEY, change);
    void queryClient.invalidateQueries({ queryKey: DEVICE_PICKERS_KEY });
  };

  const save = useMutation({
    mutationFn: ({ id, version, input }: DeviceSave) =>
      id === null ? createDevice(input) : updateDevice(id, { ...input, version: version ?? 0 }),
    meta: { isSilent: true },
    onSuccess: (device, { id }) => {
      queryClient.setQueryData(deviceKey(device.id), device);
      patchList((all) =>
        id === null
          ? withCreatedDevice(all, summaryOf(device))
          : withUpdatedDevice(all, summaryOf(device)),
      );
    },
  });

  const remove = useMutation({
    mutationFn: (id: number) => deleteDevice(id),
    meta: { isSilent: true },
    onSuccess: (_nothing, id) => {
      queryClient.removeQueries({ queryKey: deviceKey(id) });
      patchList((all) => withoutDevice(all, id));
    },
  });

  return { save, remove };
}
