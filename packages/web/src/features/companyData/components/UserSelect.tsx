import { useMemo } from 'react';
import { Select } from 'antd';
import {
  matchesTyped,
  userSelectOptions,
  type UserPickerProps,
  type UserSelectOption,
} from '../../../shared/forms';

/** Props of {@link UserSelect}. */
export type UserSelectProps = UserPickerProps<number>;

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
  const options = useMemo(
    () => userSelectOptions(users, value === undefined ? [] : [value]),
    [users, value],
  );
  return (
    <Select<number, UserSelectOption>
      value={value}
      onChange={(id) => onChange?.(id)}
      options={options}
      loading={isLoading}
      disabled={disabled}
      placeholder={placeholder}
      showSearch={{ filterOption: (typed, option) => matchesTyped(typed, option) }}
      data-testid={testId}
    />
  );
}
