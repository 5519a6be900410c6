import { TimePicker } from 'antd';
import dayjs from 'dayjs';

/** Props of {@link HitTimePicker}. */
export interface HitTimePickerProps {
  /** The hard hit (`HH:mm:ss`) or null. */
  hitTime: string | null;
  label: string;
  testId: string;
  onPick: (hitTime: string) => void;
}

/**
 * The time picker of a hard hit, in a module of its own: antd's pickers are a large part of the
 * rundown screen's code, and only a hit's popover shows one.
 */
export function HitTimePicker({ hitTime, label, testId, onPick }: HitTimePickerProps) {
  return (
    <TimePicker
      format="HH:mm:ss"
      value={hitTime ? dayjs(`2000-01-01T${hitTime}`) : null}
      allowClear={false}
      aria-label={label}
      data-testid={testId}
      onChange={(value) => {
        if (value) onPick(value.format('HH:mm:ss'));
      }}
    />
  );
}
