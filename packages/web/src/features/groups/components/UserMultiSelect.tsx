import { Select } from 'antd';
import {
  useUserPickerProps,
  type UserPickerProps,
  type UserSelectOption,
} from '../../../shared/forms';

/** Props of {@link UserMultiSelect}. */
export type UserMultiSelectProps = UserPickerProps<number[]>;

/** Picks users by name or nickname, matching accents and case loosely (spec 2 §5). */
export function UserMultiSelect(props: UserMultiSelectProps) {
  const { value, onChange } = props;
  const pickerProps = useUserPickerProps(props);
  return (
    <Select<number[], UserSelectOption>
      mode="multiple"
      allowClear
      value={value ?? []}
      onChange={(ids) => onChange?.(ids)}
      {...pickerProps}
    />
  );
}
