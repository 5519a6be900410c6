import { Select } from 'antd';
import {
  useUserPickerProps,
  type UserPickerProps,
  type UserSelectOption,
} from '../../../shared/forms';

/** Props of {@link UserSelect}. */
export type UserSelectProps = UserPickerProps<number>;

/** Picks one user by name or nickname, ignoring accents, case and spaces (spec 2 §5). */
export function UserSelect(props: UserSelectProps) {
  const { value, onChange } = props;
  const pickerProps = useUserPickerProps(props);
  return (
    <Select<number, UserSelectOption>
      value={value}
      onChange={(id) => onChange?.(id)}
      {...pickerProps}
    />
  );
}
