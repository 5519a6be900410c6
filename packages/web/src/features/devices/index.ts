import { lazyWithTexts } from '../../shared/i18n';

/** Devices: the admin screen, and the pickers other areas reuse (program form, media centre). */
export { useDevicePicker } from './hooks/useDevicePicker';
export { DevicePickerSelect } from './components/DevicePickerSelect';
export type { DevicePickerSelectProps } from './components/DevicePickerSelect';
export { useDevice } from './hooks/useDevice';
export { DEVICE_PICKERS_KEY, deviceKey, type DevicePicker } from './api/devicesApi';
export type { DevicesPageProps } from './pages/DevicesPage';

/** Admin "devices", loaded on demand. */
export const DevicesPage = lazyWithTexts(() =>
  import('./pages/DevicesPage').then((m) => ({ default: m.DevicesPage })),
);
