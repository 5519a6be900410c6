import { useMemo } from 'react';
import { Select } from 'antd';
import type { UserOption } from '@newsroom/domain';
import { matchesTyped, userSelectOptions, type UserSelectOption } from './userSelectOptions';

/** Props of {@link UserMultiSelect}; `value`/`onChange` come from the Form.Item. */
export interface UserMultiSelectProps {
  value?: number[];
  onChange?: (ids: number[]) => void;
  users: readonly UserOption[];
  isLoading?: boolean;
  disabled?: boolean;
  placeholder?: string;
  testId?: string;
}

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
