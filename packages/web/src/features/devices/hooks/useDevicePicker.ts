import { useQuery } from '@tanstack/react-query';
import { selectOptionsQuery } from '../../../shared/forms';
import { DEVICE_PICKERS_KEY, fetchDevicePicker, type DevicePicker } from '../api/devicesApi';

/**
 * The enabled devices of a kind for a select (CGs, asset managers, playouts and prompters),
 * loaded once per minute at most (device changes invalidate it).
 */
export function useDevicePicker(picker: DevicePicker) {
  return useQuery(
    selectOptionsQuery([...DEVICE_PICKERS_KEY, picker], () => fetchDevicePicker(picker)),
  );
}
