import { Select } from 'antd';

/** Props of {@link ProgramPicker}. */
export interface ProgramPickerProps {
  /** The accessible programs' query (`useAccessiblePrograms`), shared with the page. */
  programs: { data?: readonly { id: number; name: string }[]; isLoading: boolean };
  value: number | undefined;
  onChange: (programId: number | undefined) => void;
  /** Accessible name; also the placeholder unless one is given. */
  label: string;
  placeholder?: string;
  /** Whether "no program" (all programs) may be chosen. */
  allowClear?: boolean;
  minWidth?: number;
  testId: string;
}

/** A program chooser searchable by name, as every screen filtered by show has it. */
export function ProgramPicker({
  programs,
  value,
  onChange,
  label,
  placeholder,
  allowClear,
  minWidth = 220,
  testId,
}: ProgramPickerProps) {
  return (
    <Select<number>
      allowClear={allowClear}
      showSearch
      optionFilterProp="label"
      style={{ minWidth }}
      placeholder={placeholder ?? label}
      aria-label={label}
      loading={programs.isLoading}
      value={value}
      options={(programs.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
      onChange={(chosen) => onChange(chosen ?? undefined)}
      data-testid={testId}
    />
  );
}
