import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Input, Select, Tooltip } from 'antd';
import { maskMmss, parseMmss } from '@newsroom/domain';

/** Delay between a plain click and the start of editing, so a double click (open) does not edit (spec 2 §9). */
export const EDIT_DELAY_MS = 250;

/** The editors of the generic editable table (spec 2 "Generic editable table"). */
export type EditableCellKind = 'input' | 'date' | 'duration' | 'select';

/** One choice of a select cell. */
export interface EditableCellOption {
  value: string;
  label: string;
}

/** Props of {@link EditableCell}. */
export interface EditableCellProps {
  /** The value as text (a date `YYYY-MM-DD`, a duration `mm:ss`, a select's option value). */
  value: string;
  kind: EditableCellKind;
  /** What shows while not editing; the value by default. */
  display?: ReactNode;
  /** Choices of a select cell. */
  options?: readonly EditableCellOption[];
  /** The column validator: an error text, or null when the value may be saved. */
  validate?: (text: string) => string | null;
  /** Called with the new text, only when it differs from the value and the validator accepts it. */
  onSave: (text: string) => void;
  isEditable: boolean;
  /** Accessible name of the editor. */
  label: string;
  /** Test id of the editor while editing (the cell itself is `${testId}-cell`). */
  testId?: string;
}

/**
 * A cell that turns into an editor (the rundown grid's InlineEditCell rules, for the generic
 * editable table): a plain click starts editing after 250 ms (ctrl/shift clicks select rows
 * instead, a double click opens the row), Enter saves, Esc cancels, and a value is saved only if
 * it changed and the column validator accepts it. A select saves as soon as a choice is made.
 */
export function EditableCell({
  value,
  kind,
  display,
  options = [],
  validate,
  onSave,
  isEditable,
  label,
  testId,
}: EditableCellProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const handleClick = (event: MouseEvent) => {
    if (!isEditable || draft !== null || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      setError(null);
      setDraft(value);
    }, EDIT_DELAY_MS);
  };

  const handleDoubleClick = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };

  const commit = (text: string) => {
    const problem =
      validate?.(text) ?? (kind === 'duration' && parseMmss(text) === null ? 'mm:ss' : null);
    if (problem !== null) {
      setError(problem);
      return;
    }
    setDraft(null);
    if (text !== value) onSave(text);
  };

  const cancel = () => {
    setDraft(null);
    setError(null);
  };

  const handleKeyDown = (event: KeyboardEvent) => {
    event.stopPropagation();
    if (event.key === 'Enter' && draft !== null) commit(draft);
    else if (event.key === 'Escape') cancel();
  };

  if (draft !== null && kind === 'select') {
    return (
      <Select
        size="small"
        autoFocus
        defaultOpen
        value={draft}
        options={options.map((option) => ({ value: option.value, label: option.label }))}
        aria-label={label}
        data-testid={testId}
        style={{ minWidth: 140 }}
        onChange={(next: string) => commit(next)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') cancel();
        }}
        onBlur={cancel}
        onClick={(event) => event.stopPropagation()}
      />
    );
  }

  if (draft !== null) {
    return (
      <Tooltip open={error !== null} title={error}>
        <Input
          size="small"
          autoFocus
          type={kind === 'date' ? 'date' : 'text'}
          value={draft}
          aria-label={label}
          status={error !== null ? 'error' : undefined}
          data-testid={testId}
          onChange={(event) => {
            setError(null);
            setDraft(kind === 'duration' ? maskMmss(event.target.value) : event.target.value);
          }}
          onKeyDown={handleKeyDown}
          onBlur={cancel}
          onClick={(event) => event.stopPropagation()}
          onDoubleClick={(event) => event.stopPropagation()}
        />
      </Tooltip>
    );
  }

  return (
    <span
      className="nrcs-editable-cell"
      onClick={handleClick}
      onDoubleClick={handleDoubleClick}
      aria-label={label}
      data-editable={isEditable}
      data-testid={testId ? `${testId}-cell` : undefined}
      style={{ display: 'inline-block', minWidth: 40, cursor: isEditable ? 'text' : undefined }}
    >
      {display ?? (value || '\u00a0')}
    </span>
  );
}
