import { useEffect, useState } from 'react';
import { Input } from 'antd';
import { formatMmss, maskMmss, parseMmss } from '@newsroom/domain';

/** Props of {@link DurationInput}. */
export interface DurationInputProps {
  /** Duration in ms. */
  value: number;
  /** Called only with a complete `mm:ss`, when it differs from `value`. */
  onCommit: (ms: number) => void;
  disabled?: boolean;
  testId?: string;
  ariaLabel?: string;
}

/**
 * A planned duration typed as `mm:ss` (spec 1 §5): only digits and colons, the colon inserted
 * after the minutes, and a value reported only once complete — on Enter or when leaving the
 * field. An incomplete text goes back to the current value.
 */
export function DurationInput({
  value,
  onCommit,
  disabled,
  testId,
  ariaLabel,
}: DurationInputProps) {
  const [text, setText] = useState(() => formatMmss(value));
  useEffect(() => setText(formatMmss(value)), [value]);

  const commit = () => {
    const ms = parseMmss(text);
    if (ms === null) {
      setText(formatMmss(value));
      return;
    }
    if (ms !== value) onCommit(ms);
  };

  return (
    <Input
      value={text}
      onChange={(event) => setText(maskMmss(event.target.value))}
      onBlur={commit}
      onPressEnter={commit}
      inputMode="numeric"
      placeholder="mm:ss"
      maxLength={5}
      disabled={disabled}
      data-testid={testId}
      aria-label={ariaLabel}
      style={{ width: 72 }}
    />
  );
}
