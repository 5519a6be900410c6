import { useMemo } from 'react';
import { Select } from 'antd';
import { foldForMatch, type UserOption } from '@newsroom/domain';

/** Props of {@link UserSelect}; `value`/`onChange` come from the Form.Item. */
export interface UserSelectProps {
  value?: number;
  onChange?: (id: number) => void;
  users: readonly UserOption[];
  isLoading?: boolean;
  disabled?: boolean;
  placeholder?: string;
  testId?: string;
}

/** Picks one user by name or nickname, ignoring accents, case and spaces (spec 2 §5). */
export function UserSelect({
  value,
  onChange,
  users,
  isLoading,
  disabled,
  placeholder,
  testId,
}: UserSelectProps) {
  const options = useMemo(() => {
    const list = users.map((user) => ({
      value: user.id,
      label: `${user.name} (${user.nickname})`,
      search: foldForMatch(`${user.name}${user.nickname}`),
    }));
    if (value !== undefined && !users.some((user) => user.id === value))
      list.push({ value, label: `#${value}`, search: String(value) });
    return list;
  }, [users, value]);
  return (
    <Select<number, (typeof options)[number]>
      value={value}
      onChange={(id) => onChange?.(id)}
      options={options}
      loading={isLoading}
      disabled={disabled}
      placeholder={placeholder}
      showSearch={{
        filterOption: (typed, option) =>
          option !== undefined && option.search.includes(foldForMatch(typed)),
      }}
      data-testid={testId}
    />
  );
}
