import { useMemo } from 'react';
import { Select } from 'antd';
import {
  matchesTyped,
  userSelectOptions,
  type UserPickerProps,
  type UserSelectOption,
} from '../../../shared/forms';

/** Props of {@link UserMultiSelect}. */
export type UserMultiSelectProps = UserPickerProps<number[]>;

/** Picks users by name or nickname, matching accents and case loosely (spec 2 §5). */
export function UserMultiSelect({
  value,
  onChange,
  users,
  isLoading,
  disabled,
  placeholder,
  testId,
}: UserMultiSelectProps) {
  const options = useMemo(() => userSelectOptions(users, value), [users, value]);
  return (
    <Select<number[], UserSelectOption>
      mode="multiple"
      allowClear
      value={value ?? []}
      onChange={(ids) => onChange?.(ids)}
      options={options}
      loading={isLoading}
      disabled={disabled}
      placeholder={placeholder}
      showSearch={{ filterOption: (typed, option) => matchesTyped(typed, option) }}
      data-testid={testId}
    />
  );
}
