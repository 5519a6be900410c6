import { Input } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import { formatTimeTyping } from './timeOfDay';

/** Props of {@link TimeOfDayInput}; `value`/`onChange` come from the Form.Item. */
export interface TimeOfDayInputProps {
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
  testId?: string;
}

/** A time of day typed as digits, colons inserted (spec 1 §5). */
export function TimeOfDayInput({ value, onChange, disabled, testId }: TimeOfDayInputProps) {
  return (
    <Input
      value={value ?? ''}
      onChange={(event) => onChange?.(formatTimeTyping(event.target.value))}
      inputMode="numeric"
      placeholder="HH:mm"
      maxLength={8}
      prefix={<ClockCircleOutlined />}
      disabled={disabled}
      data-testid={testId}
    />
  );
}
