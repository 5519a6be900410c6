import { Select } from 'antd';
import type { SearchKind } from '@newsroom/domain';

/** Props of {@link SearchKindsSelect}, over the kinds `K` a screen offers. */
export interface SearchKindsSelectProps<K extends SearchKind> {
  value: K[];
  onChange: (kinds: K[]) => void;
  /** The kinds offered: every indexed kind, those the user may read, or the screen's own. */
  kinds: readonly K[];
  /** The screen's label of a kind. */
  kindLabel: (kind: K) => string;
  placeholder: string;
  ariaLabel: string;
  minWidth: number;
  testId: string;
}

/** The kinds filter of the search screens: several kinds, none meaning all. */
export function SearchKindsSelect<K extends SearchKind>({
  value,
  onChange,
  kinds,
  kindLabel,
  placeholder,
  ariaLabel,
  minWidth,
  testId,
}: SearchKindsSelectProps<K>) {
  return (
    <Select<K[]>
      mode="multiple"
      allowClear
      style={{ minWidth }}
      placeholder={placeholder}
      aria-label={ariaLabel}
      value={value}
      options={kinds.map((kind) => ({ value: kind, label: kindLabel(kind) }))}
      onChange={onChange}
      data-testid={testId}
    />
  );
}
