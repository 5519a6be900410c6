import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DevicePicker } from '../api/devicesApi';
import { useDevice } from '../hooks/useDevice';
import { useDevicePicker } from '../hooks/useDevicePicker';

/** Props of {@link DevicePickerSelect} (a form control: value and onChange come from Form.Item). */
export interface DevicePickerSelectProps {
  picker: DevicePicker;
  value?: number | null;
  onChange?: (value: number | null) => void;
  disabled?: boolean;
  testId?: string;
}

/**
 * A select of the enabled devices of a kind (CGs, asset managers, playouts and prompters). A
 * chosen device that is no longer offered (disabled since) stays shown by its name.
 */
export function DevicePickerSelect({
  picker,
  value = null,
  onChange,
  disabled,
  testId,
}: DevicePickerSelectProps) {
  const { t } = useTranslation();
  const offered = useDevicePicker(picker);
  const list = offered.data ?? [];
  const isMissing = value !== null && !offered.isPending && !list.some((d) => d.id === value);
  const chosen = useDevice(isMissing ? value : null);
  const options = list.map((device) => ({ value: device.id, label: device.name }));
  if (value !== null && isMissing)
    options.push({
      value,
      label: chosen.data
        ? `${chosen.data.name} (${t('device:disabled').toLowerCase()})`
        : `#${value}`,
    });
  return (
    <Select<number | null>
      allowClear
      value={value}
      onChange={(next) => onChange?.(next ?? null)}
      options={options}
      loading={offered.isPending}
      disabled={disabled}
      placeholder={t('device:noDevice')}
      data-testid={testId}
    />
  );
}
