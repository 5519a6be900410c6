import { useEffect, useState } from 'react';
import { Input, Tooltip } from 'antd';

/** Props of {@link ClockTextInput}. */
export interface ClockTextInputProps<T> {
  value: T;
  format: (value: T) => string;
  /** The typed value once complete; undefined while it is not (leaving the field goes back). */
  parse: (text: string) => T | undefined;
  /** Keeps only what may be typed (digits and colons). */
  mask: (text: string) => string;
  onCommit: (value: T) => void;
  isEditable: boolean;
  /** Accessible name of the input. */
  label: string;
  placeholder: string;
  testId: string;
  /** Shown on hover, when given. */
  hint?: string;
}

/**
 * A header field typed as a clock (`HH:mm:ss` and the like): commits on Enter or when leaving,
 * only when complete and changed, and otherwise goes back to the current value, as Esc does.
 * Its keys stay out of the grid's shortcuts.
 */
export function ClockTextInput<T>({
  value,
  format,
  parse,
  mask,
  onCommit,
  isEditable,
  label,
  placeholder,
  testId,
  hint,
}: ClockTextInputProps<T>) {
  const shown = format(value);
  const [text, setText] = useState(shown);
  useEffect(() => setText(shown), [shown]);
  const commit = () => {
    const parsed = parse(text);
    if (parsed === undefined) {
      setText(shown);
      return;
    }
    if (parsed !== value) onCommit(parsed);
  };
  return (
    <Tooltip title={hint}>
      <Input
        size="small"
        value={text}
        disabled={!isEditable}
        onChange={(event) => setText(mask(event.target.value))}
        onBlur={commit}
        onPressEnter={commit}
        onKeyDown={(event) => {
          event.stopPropagation();
          if (event.key === 'Escape') setText(shown);
        }}
        inputMode="numeric"
        placeholder={placeholder}
        maxLength={8}
        aria-label={label}
        data-testid={testId}
        style={{ width: 84 }}
      />
    </Tooltip>
  );
}
