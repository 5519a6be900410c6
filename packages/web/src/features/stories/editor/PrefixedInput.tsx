import { Input, Typography } from 'antd';
import { STORY_LIMITS } from '@newsroom/domain';

/** Props of {@link PrefixedInput}. */
export interface PrefixedInputProps {
  value: string;
  onChange: (value: string) => void;
  /** Shown before the text, and the input's accessible name. */
  label: string;
  isReadOnly: boolean;
  width: number;
  /** data-testid of the input. */
  testId: string;
}

/** A short text of a subsection (CG template, code, video slug) with its label inside. */
export function PrefixedInput({
  value,
  onChange,
  label,
  isReadOnly,
  width,
  testId,
}: PrefixedInputProps) {
  return (
    <Input
      value={value}
      disabled={isReadOnly}
      prefix={<Typography.Text type="secondary">{label}</Typography.Text>}
      aria-label={label}
      maxLength={STORY_LIMITS.short}
      onChange={(event) => onChange(event.target.value)}
      style={{ width }}
      data-testid={testId}
    />
  );
}
