import { useMemo } from 'react';
import { Select } from 'antd';
import { foldForMatch } from '@newsroom/domain';

/** Someone (or something) to pick: users, presenters, document types. */
export interface PickOption {
  id: number;
  name: string;
  nickname?: string;
}

/** Props of {@link PersonSelect}. */
export interface PersonSelectProps {
  value: number | null;
  onChange: (id: number | null) => void;
  options: readonly PickOption[];
  disabled?: boolean;
  isLoading?: boolean;
  placeholder?: string;
  ariaLabel?: string;
  testId?: string;
  /** Offers no empty choice. */
  isRequired?: boolean;
}

/**
 * Picks one person (or type) by name or nickname, ignoring accents and case; clearable. A
 * chosen id no longer in the list (a user disabled since) still shows as `#id`.
 */
export function PersonSelect({
  value,
  onChange,
  options,
  disabled,
  isLoading,
  placeholder,
  ariaLabel,
  testId,
  isRequired,
}: PersonSelectProps) {
  const choices = useMemo(() => {
    const list = options.map((option) => ({
      value: option.id,
      label: option.nickname ? `${option.name} (${option.nickname})` : option.name,
      search: foldForMatch(`${option.name}${option.nickname ?? ''}`),
    }));
    if (value !== null && !options.some((option) => option.id === value))
      list.push({ value, label: `#${value}`, search: String(value) });
    return list;
  }, [options, value]);
  return (
    <Select<number, (typeof choices)[number]>
      value={value ?? undefined}
      onChange={(id) => onChange(id ?? null)}
      onClear={() => onChange(null)}
      allowClear={!isRequired}
      options={choices}
      loading={isLoading}
      disabled={disabled}
      placeholder={placeholder}
      aria-label={ariaLabel}
      style={{ width: '100%' }}
      showSearch={{
        filterOption: (typed, option) =>
          option !== undefined && option.search.includes(foldForMatch(typed)),
      }}
      data-testid={testId}
    />
  );
}
