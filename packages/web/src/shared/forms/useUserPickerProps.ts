import { useMemo } from 'react';
import type { SelectProps } from 'antd';
import {
  matchesTyped,
  userSelectOptions,
  type UserPickerProps,
  type UserSelectOption,
} from './userSelectOptions';

/** The ids a picker holds, whether it picks one user or many. */
function chosenIdsOf(value: number | readonly number[] | undefined): readonly number[] {
  if (value === undefined) return [];
  return typeof value === 'number' ? [value] : value;
}

/**
 * What a one-user and a many-user select share: the options (chosen ids kept even when
 * unknown), loading state and the loose name/nickname search (spec 2 §5).
 */
export function useUserPickerProps<V extends number | number[]>({
  value,
  users,
  isLoading,
  disabled,
  placeholder,
  testId,
}: UserPickerProps<V>) {
  const options = useMemo(() => userSelectOptions(users, chosenIdsOf(value)), [users, value]);
  return {
    options,
    loading: isLoading,
    disabled,
    placeholder,
    showSearch: { filterOption: (typed, option) => matchesTyped(typed, option) },
    'data-testid': testId,
  } satisfies SelectProps<V, UserSelectOption> & { 'data-testid'?: string };
}
