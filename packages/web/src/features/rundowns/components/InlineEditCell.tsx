import { useState, type KeyboardEvent } from 'react';
import { Input } from 'antd';
import { useDelayedEdit } from '../../../shared/components/useDelayedEdit';

/** Props of {@link InlineEditCell}. */
export interface InlineEditCellProps<T> {
  value: T;
  /** Text shown and edited. */
  format: (value: T) => string;
  /** Reads the typed text; null when it is not valid (the input stays open, marked). */
  parse: (text: string) => T | null;
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
 * and nothing is sent when the value did not change.
 */
export function InlineEditCell<T>({
  value,
  format,
  parse,
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
    if (parsed === null) {
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
      <Input
        size="small"
        autoFocus
        value={draft}
        aria-label={label}
        placeholder={placeholder}
        status={isInvalid ? 'error' : undefined}
        data-testid={inputTestId}
        onChange={(event) => {
          setIsInvalid(false);
          setDraft(event.target.value);
        }}
        onKeyDown={handleKeyDown}
        onBlur={() => finish(true)}
        onClick={(event) => event.stopPropagation()}
      />
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
