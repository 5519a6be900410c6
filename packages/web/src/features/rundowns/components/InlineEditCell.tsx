import { useState, type KeyboardEvent } from 'react';
import { Input, Tooltip } from 'antd';
import { useDelayedEdit } from '../../../shared/components/useDelayedEdit';

/** Props of {@link InlineEditCell}. */
export interface InlineEditCellProps<T> {
  value: T;
  /** Text shown and edited. */
  format: (value: T) => string;
  /** Reads the typed text; undefined when it is not valid (the input stays open, marked). */
  parse: (text: string) => T | undefined;
  /** Keeps what may be typed, as it is typed (a clock inserts its colons). */
  mask?: (text: string) => string;
  /** Said next to the input while its text is not valid (what to type). */
  invalidHint?: string;
  /** Called with the new value, only when it differs from the current one. */
  onSave: (value: T) => void;
  isEditable: boolean;
  /** Accessible name of the input. */
  label: string;
  placeholder?: string;
  inputTestId?: string;
  className?: string;
}

/**
 * A cell of the rundown grid that turns into an input: a plain click starts editing after
 * 250 ms (ctrl/shift clicks select rows instead), Enter or leaving the cell saves, Esc cancels,
 * and nothing is sent when the value did not change. A text that does not parse keeps the input
 * open, marked, with the hint of what to type.
 */
export function InlineEditCell<T>({
  value,
  format,
  parse,
  mask,
  invalidHint,
  onSave,
  isEditable,
  label,
  placeholder,
  inputTestId,
  className,
}: InlineEditCellProps<T>) {
  const [draft, setDraft] = useState<string | null>(null);
  const [isInvalid, setIsInvalid] = useState(false);
  const { handleClick, handleDoubleClick } = useDelayedEdit(isEditable && draft === null, () => {
    setIsInvalid(false);
    setDraft(format(value));
  });

  const finish = (shouldSave: boolean) => {
    if (draft === null) return;
    if (!shouldSave) {
      setDraft(null);
      return;
    }
    const parsed = parse(draft);
    if (parsed === undefined) {
      setIsInvalid(true);
      return;
    }
    setDraft(null);
    if (format(parsed) !== format(value)) onSave(parsed);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // The grid's own keys (space, ctrl+C…) must not act while typing.
    event.stopPropagation();
    if (event.key === 'Enter') finish(true);
    else if (event.key === 'Escape') finish(false);
  };

  if (draft !== null) {
    return (
      <Tooltip open={isInvalid && invalidHint !== undefined} title={invalidHint}>
        <Input
          size="small"
          autoFocus
          value={draft}
          aria-label={label}
          aria-invalid={isInvalid}
          placeholder={placeholder}
          status={isInvalid ? 'error' : undefined}
          data-testid={inputTestId}
          onChange={(event) => {
            setIsInvalid(false);
            setDraft(mask ? mask(event.target.value) : event.target.value);
          }}
          onKeyDown={handleKeyDown}
          onBlur={() => finish(true)}
          onClick={(event) => event.stopPropagation()}
        />
      </Tooltip>
    );
  }
  return (
    <span
      className={className}
      onClick={handleClick}
      onDoubleClick={handleDoubleClick}
      aria-label={label}
      data-editable={isEditable}
    >
      {format(value) ||
        (placeholder ? <span className="nrcs-rundown__placeholder">{placeholder}</span> : '\u00a0')}
    </span>
  );
}
