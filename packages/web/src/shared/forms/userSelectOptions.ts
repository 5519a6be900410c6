import { foldForMatch, type UserOption } from '@newsroom/domain';

/** One user in a select: the label shown and the folded text searched. */
export interface UserSelectOption {
  value: number;
  label: string;
  /** Name and nickname folded (accents, case, spaces) for matching. */
  search: string;
}

/** Props shared by the user selects; `value`/`onChange` come from the Form.Item. */
export interface UserPickerProps<V> {
  value?: V;
  onChange?: (value: V) => void;
  users: readonly UserOption[];
  isLoading?: boolean;
  disabled?: boolean;
  placeholder?: string;
  testId?: string;
}

/**
 * The options of a user select: every known user, plus any chosen id the list does not know
 * (shown as `#id`, so saving never drops a member silently).
 */
export function userSelectOptions(
  users: readonly UserOption[],
  chosenIds: readonly number[] = [],
): UserSelectOption[] {
  const options = users.map((user) => ({
    value: user.id,
    label: `${user.name} (${user.nickname})`,
    search: foldForMatch(`${user.name}${user.nickname}`),
  }));
  const known = new Set(users.map((user) => user.id));
  for (const id of chosenIds) {
    if (!known.has(id)) options.push({ value: id, label: `#${id}`, search: String(id) });
  }
  return options;
}

/** Whether what was typed matches an option, ignoring accents, case and spaces ("joao" finds "João"). */
export function matchesTyped(typed: string, option: { search: string } | undefined): boolean {
  return option !== undefined && option.search.includes(foldForMatch(typed));
}
