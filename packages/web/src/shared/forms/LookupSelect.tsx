import { useMemo } from 'react';
import { Select } from 'antd';
import { foldForMatch } from '@newsroom/domain';

/** One choice of a select: an id and what it shows. */
export interface LookupOption {
  id: number;
  name: string;
  /** Searched too (a user's nickname). */
  nickname?: string;
}

interface BaseProps {
  options: readonly LookupOption[];
  disabled?: boolean;
  placeholder?: string;
  ariaLabel?: string;
  testId?: string;
}

/** Props of {@link LookupSelect}: one id (clearable) or a list of ids. */
export type LookupSelectProps = BaseProps &
  (
    | { isMultiple?: false; value: number | null; onChange: (id: number | null) => void }
    | { isMultiple: true; value: readonly number[]; onChange: (ids: number[]) => void }
  );

/**
 * Picks ids by name (and nickname), filtering while typing with accents, case and spaces ignored
 * (spec 2 §5). A chosen id no longer listed still shows as `#id`.
 */
export function LookupSelect(props: LookupSelectProps) {
  const { options, disabled, placeholder, ariaLabel, testId, value } = props;
  const choices = useMemo(() => {
    const chosen = Array.isArray(value) ? value : value === null ? [] : [value as number];
    const list = options.map((option) => ({
      value: option.id,
      label: option.nickname ? `${option.name} (${option.nickname})` : option.name,
      search: foldForMatch(`${option.name}${option.nickname ?? ''}`),
    }));
    for (const id of chosen)
      if (!options.some((option) => option.id === id))
        list.push({ value: id, label: `#${id}`, search: String(id) });
    return list;
  }, [options, value]);
  const common = {
    options: choices,
    disabled,
    placeholder,
    'aria-label': ariaLabel,
    style: { width: '100%' },
    showSearch: {
      filterOption: (typed: string, option?: { search: string }) =>
        option !== undefined && option.search.includes(foldForMatch(typed)),
    },
    'data-testid': testId,
  };
  if (props.isMultiple) {
    const { onChange } = props;
    return (
      <Select<number[], (typeof choices)[number]>
        {...common}
        mode="multiple"
        value={[...props.value]}
        onChange={(ids) => onChange(ids)}
      />
    );
  }
  const { onChange } = props;
  return (
    <Select<number, (typeof choices)[number]>
      {...common}
      value={props.value ?? undefined}
      onChange={(id) => onChange(id ?? null)}
      onClear={() => onChange(null)}
      allowClear
    />
  );
}
